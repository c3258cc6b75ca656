import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { groups, label } from '@/collections/labels'
import { preferredLocale } from '@/collections/fields'

/** E-mail addresses signed up in the footer; the storefront writes them through the commerce API. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: label('Nieuwsbriefabonnee', 'Abonné à la newsletter', 'Newsletter subscriber'),
    plural: label('Nieuwsbriefabonnees', 'Abonnés à la newsletter', 'Newsletter subscribers'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'subscribed', 'locale', 'updatedAt'],
    group: groups.shop,
  },
  access: adminOnly,
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      label: label('E-mail', 'E-mail', 'E-mail'),
    },
    {
      name: 'subscribed',
      type: 'checkbox',
      defaultValue: true,
      label: label('Ingeschreven', 'Inscrit', 'Subscribed'),
    },
    preferredLocale,
  ],
}
