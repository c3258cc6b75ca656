import { ProductGrid } from '@/components/catalog/product-grid'
import { productsById } from '@/content/products-by-id'
import type { Locale } from '@/i18n/locales'

/** Product cards an editor placed in a text, with live names, prices and stock. */
export async function ProductCards({ ids, locale }: { ids: readonly number[]; locale: Locale }) {
  const products = await productsById(ids, locale)
  if (products.length === 0) return null
  return (
    <div className="not-prose my-6">
      <ProductGrid products={products} locale={locale} headingLevel={3} />
    </div>
  )
}
