import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/admin-only'
import { expiredBy, expireHooks, touchesApproved } from '@/cache/expiry'
import { groups, label, languageNames, namedOptions } from '@/collections/labels'
import { locales } from '@/i18n/locales'
import type { Review } from '@/payload-types'

/** Product reviews by registered customers; only approved ones are shown in the shop. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: {
    singular: label('Beoordeling', 'Avis', 'Review'),
    plural: label('Beoordelingen', 'Avis', 'Reviews'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'product', 'rating', 'approved', 'createdAt'],
    group: groups.shop,
  },
  access: staffWrites(({ req: { user } }) =>
    user?.collection === 'admins' ? true : { approved: { equals: true } },
  ),
  hooks: expireHooks<Review>(expiredBy.reviews, {
    changed: touchesApproved,
    deleted: touchesApproved,
  }),
  // One review per customer and product: writing again edits it (reviews the shop writes itself
  // have no customer, and are not limited).
  indexes: [{ fields: ['product', 'customer'], unique: true }],
  fields: [
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      required: true,
      index: true,
      label: label('Product', 'Produit', 'Product'),
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      label: label('Klant', 'Client', 'Customer'),
    },
    {
      name: 'authorName',
      type: 'text',
      required: true,
      label: label('Naam van de schrijver', "Nom de l'auteur", 'Author name'),
    },
    { name: 'title', type: 'text', required: true, label: label('Titel', 'Titre', 'Title') },
    { name: 'text', type: 'textarea', required: true, label: label('Tekst', 'Texte', 'Text') },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      label: label('Score (1–5)', 'Note (1–5)', 'Rating (1–5)'),
    },
    {
      // The language the review is written in: the product page shows its own language's first.
      name: 'locale',
      type: 'select',
      label: label('Taal', 'Langue', 'Language'),
      options: namedOptions(locales, languageNames),
      admin: { position: 'sidebar' },
    },
    {
      name: 'approved',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('Goedgekeurd', 'Approuvé', 'Approved'),
    },
  ],
}
