import 'server-only'

import { commerce } from '@/commerce'
import { PROMOS } from '@/commerce/rules/categories'
import type { ProductSummary } from '@/commerce/types'
import { productsById } from '@/content/products-by-id'
import type { Locale } from '@/i18n/locales'
import type { ProductCarouselBlock } from '@/payload-types'

const BESTSELLER_TAG = 'bestseller'

/** The carousel's products, live from the commerce backend by the editor's choice or rule. */
export async function carouselProducts(
  block: ProductCarouselBlock,
  locale: Locale,
): Promise<ProductSummary[]> {
  const pageSize = block.limit ?? 8
  switch (block.source) {
    case 'chosen':
      return (await productsById(block.productIds ?? [], locale)).slice(0, pageSize)
    case 'category':
      if (!block.categoryId) return []
      return (await commerce.catalog.products({ locale, categoryId: block.categoryId, pageSize }))
        .items
    case 'promos':
      return (await commerce.catalog.products({ locale, categoryId: PROMOS, pageSize })).items
    case 'bestsellers':
      return (await commerce.catalog.products({ locale, tagSlugs: [BESTSELLER_TAG], pageSize }))
        .items
  }
}
