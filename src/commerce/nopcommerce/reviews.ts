import { CommerceError, type ReviewApi } from '../provider'
import { reviewAuthor, reviewProblems } from '../rules/review-input'
import type { Locale, Review, ShopperSession } from '../types'
import { anonymously } from './anonymous-call'
import type { NopContext } from './context'
import { customerInfoOf } from './customer-info'
import { refusalText, refusedWith } from './refusal'
import {
  type NopCustomerProductReview,
  type NopProductReview,
  reshapeCustomerReview,
  reshapeProductReview,
} from './review-reshape'

const PAGE_SIZE = 10
/** Enough pages for any customer's reviews, and a bound should the pager misbehave. */
const MAX_ACCOUNT_PAGES = 50

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

type LatestReviews = {
  items?: Array<NopProductReview & { productId: number; productName?: string | null }> | null
}

const newestFirst = (a: Review, b: Review) => b.createdAt.localeCompare(a.createdAt)

/**
 * Reviews over the plugin's Product review calls. The shop approves reviews before they are
 * shown; a customer has one review per product, and sending it again replaces it.
 */
export function nopReviews(context: NopContext): ReviewApi {
  const { client } = context

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
        if (refusedWith(error, 400, 401)) return []
        throw error
      }
      reviews.push(
        ...(answer.productReviews ?? []).map((review) => reshapeCustomerReview(review, author)),
      )
      if (page >= (answer.pagerModel?.totalPages ?? 1)) break
    }
    return reviews.sort(newestFirst)
  }

  return {
    async forProduct(productId, page = 1) {
      const current = Math.max(1, Math.floor(page))
      let answer: ProductReviews | null
      try {
        answer = await anonymously(context, READ_LOCALE, (token) =>
          client.get<ProductReviews>(`Product/ProductReviews/${productId}`, { token }),
        )
      } catch (error) {
        if (!refusedWith(error, 400, 404)) throw error
        answer = null
      }
      const product = { id: productId, name: answer?.productName ?? '' }
      const all = (answer?.items ?? [])
        .map((review) => reshapeProductReview(review, product))
        .sort(newestFirst)
      return {
        items: all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
        page: current,
        pageSize: PAGE_SIZE,
        totalItems: all.length,
        totalPages: Math.ceil(all.length / PAGE_SIZE),
      }
    },

    async recent(locale, limit) {
      try {
        const answer = await anonymously(context, locale, (token) =>
          client.get<LatestReviews>('Product/LatestProductReviews', {
            token,
            query: { count: limit },
          }),
        )
        return (answer.items ?? [])
          .map((review) =>
            reshapeProductReview(review, { id: review.productId, name: review.productName ?? '' }),
          )
          .slice(0, limit)
      } catch (error) {
        // A shop without the latest reviews call shows none.
        if (refusedWith(error, 404)) return []
        throw error
      }
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
      try {
        await client.post(`Product/ProductReviewsAdd/${input.productId}`, {
          token: session,
          json: {
            addProductReview: {
              title: input.title.trim(),
              reviewText: input.text.trim(),
              rating: input.rating,
            },
          },
        })
      } catch (error) {
        if (refusedWith(error, 404)) throw new CommerceError('product-unavailable')
        // A guest, an unknown session, or a customer the shop does not let review (yet).
        if (refusedWith(error, 400, 401))
          throw new CommerceError(
            'registered-only',
            refusedWith(error, 400) ? refusalText(error) : undefined,
          )
        throw error
      }
      const written = (await customerReviews(session)).find(
        (review) => review.productId === input.productId,
      )
      if (!written) throw new CommerceError('registered-only')
      return written
    },
  }
}
