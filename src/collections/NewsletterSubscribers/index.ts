import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { groups, label } from '@/collections/labels'
import { preferredLocale } from '@/collections/fields'

import { subscribersExportEndpoint } from './export-endpoint'
import { subscriberStatusField } from './status-field'

/**
 * E-mail addresses that asked for the newsletter. A row is subscribed only after its owner
 * clicked the confirmation link; until then it only counts the confirmation mails sent, so one
 * address is not flooded.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: label('Nieuwsbriefabonnee', 'Abonné à la newsletter', 'Newsletter subscriber'),
    plural: label('Nieuwsbriefabonnees', 'Abonnés à la newsletter', 'Newsletter subscribers'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'locale', 'updatedAt'],
    group: groups.shop,
    components: {
      beforeListTable: ['@/components/admin/subscribers-export-link#SubscribersExportLink'],
    },
  },
  access: adminOnly,
  endpoints: [subscribersExportEndpoint],
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
      defaultValue: false,
      label: label('Ingeschreven', 'Inscrit', 'Subscribed'),
    },
    subscriberStatusField,
    preferredLocale,
    {
      name: 'confirmedAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      label: label('Bevestigd op', 'Confirmé le', 'Confirmed at'),
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      label: label('Uitgeschreven op', 'Désinscrit le', 'Unsubscribed at'),
    },
    {
      name: 'mailWindowStart',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      label: label(
        'Eerste bevestigingsmail van dit uur',
        'Premier e-mail de confirmation de cette heure',
        "This hour's first confirmation mail",
      ),
    },
    {
      name: 'mailsInWindow',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true },
      label: label(
        'Bevestigingsmails dit uur',
        'E-mails de confirmation cette heure',
        'Confirmation mails this hour',
      ),
    },
  ],
}
