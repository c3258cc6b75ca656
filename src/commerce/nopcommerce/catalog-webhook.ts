import { createHash, timingSafeEqual } from 'node:crypto'

import { cacheTags } from '@/cache/tags'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether a webhook call carries the shared secret (`Authorization: Bearer <secret>`). */
export function carriesSecret(authorization: string | null, secret: string | null): boolean {
  if (!secret || !authorization?.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(secret))
}

const ids = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0) ? value : null

/**
 * The cache tags a catalog change expires: `{ "product_ids": [..], "category_ids": [..] }`
 * expires those products and categories and the lists that hold them (the `catalog` tag);
 * an empty body expires the whole catalog. Null for a body of another shape.
 */
export function catalogChangeTags(body: unknown): string[] | null {
  if (body === undefined || body === null) return [cacheTags.catalog]
  if (typeof body !== 'object' || Array.isArray(body)) return null
  const { product_ids: products = [], category_ids: categories = [] } = body as Record<
    string,
    unknown
  >
  const productIds = ids(products)
  const categoryIds = ids(categories)
  if (!productIds || !categoryIds || productIds.length + categoryIds.length > 1000) return null
  return [
    cacheTags.catalog,
    ...productIds.map((id) => cacheTags.product(id)),
    ...categoryIds.map((id) => cacheTags.category(id)),
  ]
}
