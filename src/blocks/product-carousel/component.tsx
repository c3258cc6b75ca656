import { ProductCard } from '@/components/catalog/product-card'
import type { ProductCarouselBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'
import { carouselProducts } from './products'

/** A row of product cards that scrolls sideways on small screens. */
export async function ProductCarouselBlockView({
  block,
  locale,
  first,
}: BlockProps<ProductCarouselBlock>) {
  const products = await carouselProducts(block, locale)
  if (products.length === 0) return null
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Heading className="text-2xl font-bold text-brand-dark">{block.heading}</Heading>
      <ul className="mt-5 flex snap-x gap-4 overflow-x-auto pb-3">
        {products.map((product) => (
          <li key={product.id} className="flex w-56 shrink-0 snap-start">
            <ProductCard product={product} locale={locale} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
