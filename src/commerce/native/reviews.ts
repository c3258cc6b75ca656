import type { Payload, Where } from 'payload'

import type { Review as ReviewDoc } from '@/payload-types'

import { CommerceError, type ReviewApi } from '../provider'
import { reviewAuthor, reviewProblems } from '../rules/review-input'
import type { Locale, Review } from '../types'
import { readSession, sessionCustomer } from './shopper-session'

const PAGE_SIZE = 10

function reshapeReview(doc: ReviewDoc): Review {
  const product = typeof doc.product === 'object' ? doc.product : null
  return {
    id: doc.id,
    productId: product ? product.id : (doc.product as number),
    productName: product?.name ?? '',
    title: doc.title,
    text: doc.text,
    rating: Math.min(5, Math.max(1, Math.round(doc.rating))) as Review['rating'],
    authorName: doc.authorName,
    createdAt: doc.createdAt,
    approved: doc.approved ?? false,
    language: doc.locale ?? null,
  }
}

async function ownReview(
  payload: Payload,
  customerId: number,
  productId: number,
  depth: 0 | 1 = 1,
): Promise<ReviewDoc | null> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ customer: { equals: customerId } }, { product: { equals: productId } }] },
    limit: 1,
    pagination: false,
    depth,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Reviews on Payload: customers write them, the shop approves them before they are shown. */
export function nativeReviews(payload: () => Promise<Payload>): ReviewApi {
  const approved: Where = { approved: { equals: true } }
  const read = (locale: Locale = 'nl') => ({ depth: 1, locale, fallbackLocale: 'nl' as const })

  return {
    canEdit: true,

    async forProduct(productId, page = 1) {
      const found = await (
        await payload()
      ).find({
        collection: 'reviews',
        where: { and: [approved, { product: { equals: productId } }] },
        sort: '-createdAt',
        page: Math.max(1, Math.floor(page)),
        limit: PAGE_SIZE,
        overrideAccess: false,
        ...read(),
      })
      return {
        items: found.docs.map(reshapeReview),
        page: found.page ?? 1,
        pageSize: found.limit,
        totalItems: found.totalDocs,
        totalPages: found.totalPages,
      }
    },

    async recent(locale, limit) {
      const { docs } = await (
        await payload()
      ).find({
        collection: 'reviews',
        where: approved,
        sort: '-createdAt',
        limit,
        pagination: false,
        ...read(locale),
      })
      return docs.map(reshapeReview)
    },

    async byCustomer(session, locale = 'nl') {
      const instance = await payload()
      const customerId = sessionCustomer(instance.secret, session)
      const { docs } = await instance.find({
        collection: 'reviews',
        where: { customer: { equals: customerId } },
        sort: '-createdAt',
        pagination: false,
        overrideAccess: true,
        ...read(locale),
      })
      return docs.map(reshapeReview)
    },

    async own(session, productId) {
      const instance = await payload()
      const doc = await ownReview(instance, sessionCustomer(instance.secret, session), productId)
      return doc ? reshapeReview(doc) : null
    },

    async write(session, input) {
      const problems = Object.values(reviewProblems(input))
      if (problems.length > 0) throw new CommerceError(problems[0])
      const instance = await payload()
      const customerId = readSession(instance.secret, session)?.customerId
      if (customerId == null) throw new CommerceError('registered-only')
      const [customer, product] = await Promise.all([
        instance.findByID({
          collection: 'customers',
          id: customerId,
          depth: 0,
          disableErrors: true,
        }),
        instance.findByID({
          collection: 'products',
          id: input.productId,
          depth: 0,
          disableErrors: true,
          overrideAccess: false,
        }),
      ])
      if (!customer) throw new CommerceError('registered-only')
      if (!product) throw new CommerceError('product-unavailable')
      const data = {
        product: product.id,
        customer: customer.id,
        authorName: reviewAuthor(customer.firstName, customer.lastName),
        title: input.title.trim(),
        text: input.text.trim(),
        rating: input.rating,
        locale: input.locale ?? null,
        // A changed review is read again before it is shown.
        approved: false,
      }
      const edit = (id: number) =>
        instance.update({ collection: 'reviews', id, data, depth: 0, overrideAccess: true })
      const existing = await ownReview(instance, customer.id, product.id, 0)
      const doc = existing
        ? await edit(existing.id)
        : await instance
            .create({ collection: 'reviews', data, depth: 0, overrideAccess: true })
            .catch(async (error: unknown) => {
              // Two submissions at the same moment: the unique index keeps one, the other edits it.
              const first = await ownReview(instance, customer.id, product.id, 0)
              if (!first) throw error
              return edit(first.id)
            })
      return reshapeReview({ ...doc, product })
    },
  }
}
