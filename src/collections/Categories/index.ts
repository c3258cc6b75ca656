import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staffWrites } from '@/access/admin-only'
import { expiredBy, expireHooks } from '@/cache/expiry'
import { localizedName } from '@/collections/fields'
import { stampTranslation, translationFields } from '@/collections/hooks/translation-fields'
import { groups, label } from '@/collections/labels'
import { translatable } from '@/collections/translatable-texts'

/**
 * The catalog tree. Ids are chosen, not generated, because the shop refers to some of them
 * (52 packages and promos, 56 the promos item, 1 packages).
 */
export const Categories: CollectionConfig = translatable({
  slug: 'categories',
  labels: {
    singular: label('Categorie', 'Catégorie', 'Category'),
    plural: label('Categorieën', 'Catégories', 'Categories'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'parent', 'sortOrder', 'showInMenu'],
    listSearchableFields: ['name'],
    group: groups.catalog,
  },
  defaultSort: 'sortOrder',
  access: staffWrites(anyone),
  hooks: {
    ...expireHooks(expiredBy.categories),
    beforeChange: [stampTranslation(['name', 'description'])],
  },
  fields: [
    {
      name: 'id',
      type: 'number',
      required: true,
      label: label('Nummer', 'Numéro', 'Number'),
      admin: {
        description: label(
          'Vast nummer, wordt gebruikt in adressen (URL).',
          'Numéro fixe, utilisé dans les adresses (URL).',
          'A fixed number, used in addresses (URLs).',
        ),
      },
    },
    localizedName,
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: label('Beschrijving', 'Description', 'Description'),
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      label: label('Bovenliggende categorie', 'Catégorie parente', 'Parent category'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: label('Afbeelding', 'Image', 'Image'),
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: label('Volgorde', 'Ordre', 'Order'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'showInMenu',
      type: 'checkbox',
      defaultValue: true,
      label: label('Tonen in menu', 'Afficher dans le menu', 'Show in menu'),
      admin: { position: 'sidebar' },
    },
    // After `id`: Payload looks for a chosen id before the first group only.
    translationFields,
  ],
})
