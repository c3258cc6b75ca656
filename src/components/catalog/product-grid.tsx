import { getTranslations } from 'next-intl/server'

import type { ProductSummary } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

import { ProductCard } from './product-card'

export async function ProductGrid({
  products,
  locale,
}: {
  products: ProductSummary[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  if (products.length === 0) return <p className="py-8 text-neutral-700">{t('empty')}</p>
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
