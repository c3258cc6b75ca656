import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/admin-only'
import { publishedOrAdmin } from '@/access/published-or-admin'
import { cacheTags, expireTagsHooks } from '@/collections/hooks/revalidate-tags'
import { stampTranslation, translationFields } from '@/collections/hooks/translation-fields'
import { groups, label } from '@/collections/labels'
import { translatable } from '@/collections/translatable-texts'

import { productFields, productTexts } from './fields'
import { productReviewsField, reviewsForStaffOnly } from './reviews-field'
import { stockByAdjustment } from './stock-by-adjustment'

export const Products: CollectionConfig = translatable({
  slug: 'products',
  labels: {
    singular: label('Product', 'Produit', 'Product'),
    plural: label('Producten', 'Produits', 'Products'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'priceCents', 'unit', 'stock', 'categories', '_status'],
    listSearchableFields: ['name', 'sku'],
    group: groups.catalog,
    pagination: { defaultLimit: 50 },
  },
  defaultSort: 'name',
  access: staffWrites(publishedOrAdmin),
  versions: { drafts: { autosave: { interval: 2000 }, schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    ...expireTagsHooks((id) => [cacheTags.product(id)]),
    beforeChange: [stockByAdjustment, stampTranslation(productTexts)],
    beforeOperation: [reviewsForStaffOnly],
  },
  fields: [...productFields, translationFields, productReviewsField],
})
