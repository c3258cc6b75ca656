import { getTranslations } from 'next-intl/server'

import type { ProductSummary } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

import { ProductCard } from './product-card'

// Cards after the preloaded ones are laid out only near the screen, so that the page's first
// layout stays small (docs/adr/0038). Until then a card holds about its height: 211–279 px in
// one column of two on a phone, 267–317 px on wider screens.
const LAID_OUT_NEAR_SCREEN =
  'flex [content-visibility:auto] [contain-intrinsic-block-size:auto_260px] sm:[contain-intrinsic-block-size:auto_300px]'

/**
 * Product cards in rows. The first row's pictures load at once (`preloadFirst`, on a page where
 * the list is the largest thing in view); the others when scrolled to.
 */
export async function ProductGrid({
  products,
  locale,
  headingLevel = 2,
  preloadFirst = 0,
}: {
  products: ProductSummary[]
  locale: Locale
  /** The cards' heading level: 2 under the page's title, 3 under a section of its own. */
  headingLevel?: 2 | 3
  preloadFirst?: number
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  if (products.length === 0) return <p className="py-8 text-neutral-700">{t('empty')}</p>
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className={index < preloadFirst ? 'flex' : LAID_OUT_NEAR_SCREEN}>
          <ProductCard
            product={product}
            locale={locale}
            headingLevel={headingLevel}
            preload={index < preloadFirst}
          />
        </li>
      ))}
    </ul>
  )
}
