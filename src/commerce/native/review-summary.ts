import type { Payload } from 'payload'

import type { ReviewSummary } from '../types'

/** Count and average rating (one decimal) of a product's approved reviews. */
export async function reviewSummary(payload: Payload, productId: number): Promise<ReviewSummary> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ product: { equals: productId } }, { approved: { equals: true } }] },
    pagination: false,
    depth: 0,
    select: { rating: true },
    overrideAccess: false,
  })
  if (docs.length === 0) return { count: 0, average: null }
  const total = docs.reduce((sum, doc) => sum + doc.rating, 0)
  return { count: docs.length, average: Math.round((total / docs.length) * 10) / 10 }
}
