import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags, expire } from '@/collections/hooks/revalidate-tags'
import type { Review } from '@/payload-types'

const productOf = (review: Pick<Review, 'product'>) =>
  typeof review.product === 'object' ? review.product.id : review.product

/**
 * Only approved reviews count on a product page, so only a change that touches one expires the
 * product's cache entry; a review waiting for approval expires nothing.
 */
export const expireReviewedProduct: {
  afterChange: CollectionAfterChangeHook<Review>[]
  afterDelete: CollectionAfterDeleteHook<Review>[]
} = {
  afterChange: [
    ({ doc, previousDoc, context }) => {
      if (context.skipRevalidation || !(doc.approved || previousDoc?.approved)) return doc
      const products = new Set([productOf(doc), ...(previousDoc ? [productOf(previousDoc)] : [])])
      expire([...products].map(cacheTags.product))
      return doc
    },
  ],
  afterDelete: [
    ({ doc }) => {
      if (doc.approved) expire([cacheTags.product(productOf(doc))])
      return doc
    },
  ],
}
