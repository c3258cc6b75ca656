import type { Product } from '@/commerce/types'

/** schema.org Product data with its offer, for search engines. */
export function ProductJsonLd({ product, url }: { product: Product; url: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription ?? product.description ?? undefined,
    image: product.images.map((image) => new URL(image.url, url).toString()),
    category: product.categories[0]?.name,
    ...(product.reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.reviews.average,
            reviewCount: product.reviews.count,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (product.price.amount / 100).toFixed(2),
      priceCurrency: product.price.currency,
      availability: product.stock.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
  }
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with "<" escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
