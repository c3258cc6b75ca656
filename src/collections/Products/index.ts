import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/admin-only'
import { publishedOrAdmin } from '@/access/published-or-admin'
import { expiredBy, expireHooks } from '@/cache/expiry'
import { stampTranslation, translationFields } from '@/collections/hooks/translation-fields'
import {
  forgetCartProductOnChange,
  forgetCartProductOnDelete,
} from '@/commerce/native/cart-products'
import { publishButton } from '@/collections/editorial'
import { groups, label } from '@/collections/labels'
import { requiredToPublish } from '@/collections/required-on-publish'
import { translatable } from '@/collections/translatable-texts'

import { productFields, productTexts } from './fields'
import { productReviewsField, reviewsForStaffOnly } from './reviews-field'
import { stockByAdjustment } from './stock-by-adjustment'

const expiry = expireHooks(expiredBy.products)

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
    components: { edit: { PublishButton: publishButton } },
  },
  defaultSort: 'name',
  access: staffWrites(publishedOrAdmin),
  // Validated drafts, so that opening "create new" saves nothing (see editorialVersions).
  versions: {
    drafts: { autosave: { interval: 2000 }, schedulePublish: true, validate: true },
    maxPerDoc: 50,
  },
  hooks: {
    afterChange: [...expiry.afterChange, forgetCartProductOnChange],
    afterDelete: [...expiry.afterDelete, forgetCartProductOnDelete],
    beforeChange: [stockByAdjustment, stampTranslation(productTexts)],
    beforeOperation: [reviewsForStaffOnly],
  },
  fields: [...requiredToPublish(productFields), translationFields, productReviewsField],
})
