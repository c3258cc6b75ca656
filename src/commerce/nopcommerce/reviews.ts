import { CommerceError, type ReviewApi } from '../provider'
import { reviewAuthor, reviewProblems } from '../rules/review-input'
import type { Locale, Review, ShopperSession } from '../types'
import { anonymously } from './anonymous-call'
import { distinctProducts, nopListings } from './catalog-listing'
import type { NopContext } from './context'
import { customerInfoOf } from './customer-info'
import { refusedWith } from './refusal'
import {
  type NopCustomerProductReview,
  type NopProductReview,
  reshapeCustomerReview,
  reshapeProductReview,
} from './review-reshape'

const PAGE_SIZE = 10
/** Enough pages for any customer's reviews, and a bound should the pager misbehave. */
const MAX_ACCOUNT_PAGES = 50
/**
 * The plugin has no call for the shop's newest reviews: they are read from the reviews of the
 * products with the most reviews, this many of them.
 */
const RECENT_FROM_PRODUCTS = 24

/** Reviews are written in the customer's language; lists of them are read as a Dutch visitor. */
const READ_LOCALE: Locale = 'nl'

type ProductReviews = {
  productId: number
  productName?: string | null
  items?: NopProductReview[] | null
}

type CustomerReviews = {
  productReviews?: NopCustomerProductReview[] | null
  pagerModel?: { totalPages?: number } | null
}

const newestFirst = (a: Review, b: Review) => b.createdAt.localeCompare(a.createdAt)

/**
 * Reviews over the plugin's Product review calls (ProductController.cs). The shop approves
 * reviews before they are shown. nopCommerce cannot change a review once written: a customer
 * writes one review per product (the shop's "one review per product" setting, and the storefront
 * checks it first).
 */
export function nopReviews(context: NopContext): ReviewApi {
  const { client } = context
  const listings = nopListings(context)

  /** A customer's reviews, all pages; none for a guest's or an unknown session. */
  async function customerReviews(session: ShopperSession): Promise<Review[]> {
    const info = await customerInfoOf(client, session)
    if (!info) return []
    const author = reviewAuthor(info.firstName ?? '', info.lastName ?? '')
    const reviews: Review[] = []
    for (let page = 1; page <= MAX_ACCOUNT_PAGES; page++) {
      let answer: CustomerReviews
      try {
        answer = await client.get<CustomerReviews>('Product/CustomerProductReviews', {
          token: session,
          query: { pageNumber: page },
        })
      } catch (error) {
        // 400: a guest; 401: a token nopCommerce no longer knows; 404: the account page's
        // reviews are switched off in the shop.
        if (refusedWith(error, 400, 401, 404)) return []
        throw error
      }
      reviews.push(
        ...(answer.productReviews ?? []).map((review) => reshapeCustomerReview(review, author)),
      )
      if (page >= (answer.pagerModel?.totalPages ?? 1)) break
    }
    return reviews.sort(newestFirst)
  }

  /** A product's approved reviews, newest first; none for a product not open to reviews (404). */
  async function productReviews(productId: number, locale: Locale): Promise<Review[]> {
    let answer: ProductReviews
    try {
      answer = await anonymously(context, locale, (token) =>
        client.get<ProductReviews>(`Product/ProductReviews/${productId}`, { token }),
      )
    } catch (error) {
      if (refusedWith(error, 400, 404)) return []
      throw error
    }
    const product = { id: productId, name: answer.productName ?? '' }
    return (answer.items ?? [])
      .map((review) => reshapeProductReview(review, product))
      .sort(newestFirst)
  }

  /** Why nopCommerce would not take the customer's review of a product. */
  async function refusal(error: unknown, session: ShopperSession, productId: number) {
    // 404: no such product, or (the shop allowing one review per product) one already written.
    if (refusedWith(error, 404)) {
      const own = (await customerReviews(session)).some((review) => review.productId === productId)
      return new CommerceError(own ? 'review-exists' : 'product-unavailable')
    }
    // 400 lists the reasons: for a registered customer, a product not bought yet (when the shop
    // lets only buyers review); 401: a session nopCommerce no longer knows.
    if (refusedWith(error, 400)) return new CommerceError('purchase-required')
    if (refusedWith(error, 401)) return new CommerceError('registered-only')
    return null
  }

  return {
    canEdit: false,

    async forProduct(productId, page = 1) {
      const current = Math.max(1, Math.floor(page))
      const all = await productReviews(productId, READ_LOCALE)
      return {
        items: all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
        page: current,
        pageSize: PAGE_SIZE,
        totalItems: all.length,
        totalPages: Math.ceil(all.length / PAGE_SIZE),
      }
    },

    async recent(locale, limit) {
      const listed = distinctProducts((await listings.listings(locale, undefined, [])) ?? [])
      const reviewed = listed
        .map((product) => ({
          id: product.id,
          count: product.reviewOverviewModel?.totalReviews ?? 0,
        }))
        .filter((product) => product.count > 0)
        .sort((a, b) => b.count - a.count || b.id - a.id)
        .slice(0, RECENT_FROM_PRODUCTS)
      const reviews = await Promise.all(reviewed.map(({ id }) => productReviews(id, locale)))
      return reviews.flat().sort(newestFirst).slice(0, limit)
    },

    byCustomer: (session) => customerReviews(session),

    async own(session, productId) {
      return (
        (await customerReviews(session)).find((review) => review.productId === productId) ?? null
      )
    },

    async write(session, input) {
      const problems = Object.values(reviewProblems(input))
      if (problems.length > 0) throw new CommerceError(problems[0])
      // A guest or an unknown session (nopCommerce: 400 "only registered customers").
      if (!(await customerInfoOf(client, session))) throw new CommerceError('registered-only')
      const before = await customerReviews(session)
      if (before.some((review) => review.productId === input.productId))
        throw new CommerceError('review-exists')
      try {
        await client.post(`Product/ProductReviewsAdd/${input.productId}`, {
          token: session,
          json: {
            productId: input.productId,
            addProductReview: {
              title: input.title.trim(),
              reviewText: input.text.trim(),
              rating: input.rating,
            },
            // The plugin walks this list after storing the review: without it the call fails.
            addAdditionalProductReviewList: [],
          },
        })
      } catch (error) {
        throw (await refusal(error, session, input.productId)) ?? error
      }
      const written = (await customerReviews(session)).find(
        (review) => review.productId === input.productId,
      )
      if (!written) throw new CommerceError('registered-only')
      return written
    },
  }
}
