import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/admin-only'
import { publishedOrAdmin } from '@/access/published-or-admin'
import { expiredBy, expireHooks, touchesPublished } from '@/cache/expiry'
import { commerceIdField } from '@/collections/commerce-id-field'
import { translationFields, stampTranslation } from '@/collections/hooks/translation-fields'
import { groups, label } from '@/collections/labels'
import { translatable } from '@/collections/translatable-texts'
import type { Test } from '@/payload-types'

/** The tester programme: customers apply to try a product and tell the shop what they think. */
export const Tests: CollectionConfig = translatable({
  slug: 'tests',
  labels: {
    singular: label('Test', 'Test', 'Test'),
    plural: label('Testprogramma', 'Programme de test', 'Tester programme'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsOn', 'endsOn', 'places', '_status'],
    group: groups.content,
  },
  access: staffWrites(publishedOrAdmin),
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: {
    ...expireHooks<Test>(expiredBy.tests, { changed: touchesPublished }),
    beforeChange: [stampTranslation(['title', 'description'])],
  },
  fields: [
    translationFields,
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: label('Titel', 'Titre', 'Title'),
    },
    commerceIdField('products', {
      name: 'productId',
      label: label('Product', 'Produit', 'Product'),
    }),
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: label('Afbeelding', 'Image', 'Picture'),
    },
    {
      name: 'description',
      type: 'richText',
      required: true,
      localized: true,
      label: label('Beschrijving', 'Description', 'Description'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsOn',
          type: 'date',
          required: true,
          label: label('Van', 'Du', 'From'),
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'endsOn',
          type: 'date',
          required: true,
          label: label('Tot', 'Au', 'Until'),
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'places',
          type: 'number',
          required: true,
          min: 1,
          label: label('Plaatsen', 'Places', 'Places'),
        },
      ],
    },
    {
      name: 'applications',
      type: 'join',
      collection: 'test-applications',
      on: 'test',
      label: label('Kandidaturen', 'Candidatures', 'Applications'),
    },
  ],
})
