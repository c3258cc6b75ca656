/** The plugin's review models → the commerce domain's reviews. */
import { reviewAuthor } from '../rules/review-input'
import type { Review } from '../types'
import { writtenOnToIso } from './written-on'

export type NopProductReview = {
  id: number
  customerName?: string | null
  title?: string | null
  reviewText?: string | null
  rating?: number
  writtenOnStr?: string | null
}

export type NopCustomerProductReview = Omit<NopProductReview, 'id' | 'customerName'> & {
  productId: number
  productName?: string | null
  approvalStatus?: string | null
}

/** "Approved" as nopCommerce writes a customer's review status in the shop's languages. */
const approvedWords = new Set(['approved', 'goedgekeurd', 'approuve'])

const isApproved = (status: string | null | undefined) =>
  approvedWords.has((status ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase())

const ratingOf = (rating: number | undefined) =>
  Math.min(5, Math.max(1, Math.round(rating ?? 5))) as Review['rating']

const EPOCH = new Date(0).toISOString()

/**
 * The author as the storefront shows one: first name and initial. nopCommerce names a review's
 * customer by its "customer name format" setting (the first name on a stock install; a full name
 * is shortened here).
 */
function authorOf(customerName: string | null | undefined) {
  const [first = '', ...rest] = (customerName ?? '').trim().split(/\s+/)
  return reviewAuthor(first, rest.join(' '))
}

/** An approved review as a product's review list shows it. */
export function reshapeProductReview(
  review: NopProductReview,
  product: { id: number; name: string },
): Review {
  return {
    id: review.id,
    productId: product.id,
    productName: product.name,
    title: review.title ?? '',
    text: review.reviewText ?? '',
    rating: ratingOf(review.rating),
    authorName: authorOf(review.customerName),
    createdAt: writtenOnToIso(review.writtenOnStr) ?? EPOCH,
    approved: true,
    language: null,
  }
}

/**
 * A customer's own review. The plugin gives it no id: as a customer has one review per product,
 * the product's id stands for it.
 */
export function reshapeCustomerReview(
  review: NopCustomerProductReview,
  authorName: string,
): Review {
  return {
    id: review.productId,
    productId: review.productId,
    productName: review.productName ?? '',
    title: review.title ?? '',
    text: review.reviewText ?? '',
    rating: ratingOf(review.rating),
    authorName,
    createdAt: writtenOnToIso(review.writtenOnStr) ?? EPOCH,
    approved: isApproved(review.approvalStatus),
    language: null,
  }
}
