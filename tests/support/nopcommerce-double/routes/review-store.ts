import { reviews as demoReviews } from '@/seed/catalog/reviews'

import type { DoubleState } from '../state'

/** A product review as the stand-in keeps it (nopCommerce's ProductReview). */
export type DoubleReview = {
  id: number
  productId: number
  /** Null for the demo reviews, written before the shop had accounts. */
  customerId: number | null
  customerName: string
  title: string
  text: string
  rating: number
  approved: boolean
  createdOn: string
}

const KEY = 'reviews'

/** The shop's reviews, starting with the demo catalog's approved ones. */
export function reviewsOf(state: DoubleState): DoubleReview[] {
  let reviews = state.extra[KEY] as DoubleReview[] | undefined
  if (!reviews) {
    const bySku = new Map(state.products.map((product) => [product.sku, product.id]))
    reviews = demoReviews.flatMap((review, index) => {
      const productId = bySku.get(review.sku)
      if (productId === undefined) return []
      return [
        {
          id: index + 1,
          productId,
          customerId: null,
          customerName: review.authorName,
          title: review.title,
          text: review.text,
          rating: review.rating,
          approved: true,
          createdOn: new Date(Date.UTC(2026, 1, 1 + index, 9)).toISOString(),
        },
      ]
    })
    state.extra[KEY] = reviews
  }
  return reviews
}

/** The approved reviews' totals nopCommerce keeps on the product. */
export function reviewTotals(state: DoubleState, productId: number) {
  const approved = reviewsOf(state).filter(
    (review) => review.productId === productId && review.approved,
  )
  return {
    rating_sum: approved.reduce((sum, review) => sum + review.rating, 0),
    total_reviews: approved.length,
  }
}
