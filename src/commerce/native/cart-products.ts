/**
 * The products a cart screen shows, read cheaply: their words and pictures kept a few seconds,
 * what an order costs and the stock read afresh in one query.
 */
import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { inMilliseconds, lifetimes } from '@/cache/lifetimes'
import { afterCommit } from '@/database/after-commit'
import { processWide } from '@/lib/process-wide'
import type { Cart as CartDoc, Product as ProductDoc } from '@/payload-types'

import type { Locale } from '../types'
import { numberOrNull } from './row-values'

/**
 * What the cart screen reads of each product (reshapeCart, lineWarnings, discountLines) that
 * changes with no consequence for what an order costs: its words, pictures and categories (their
 * ids, for discounts). Without a selection, a depth-2 cart read also brought every product's
 * related products, tags and breed with their pictures.
 */
const keptFields = { name: true, shortDescription: true, images: true, categories: true } as const

/** What an order costs and whether it can be had: read afresh on every call. */
type Live = Pick<
  ProductDoc,
  | 'id'
  | 'priceCents'
  | 'vatClass'
  | 'unit'
  | 'weightStepGrams'
  | 'packedWeightGrams'
  | 'stock'
  | 'outOfStock'
  | 'giftCard'
  | 'giftCardAmountCents'
  | '_status'
>

type LiveRow = {
  id: number
  price_cents: string | null
  vat_class: ProductDoc['vatClass']
  unit: ProductDoc['unit']
  weight_step_grams: string | null
  packed_weight_grams: string | null
  stock: string
  out_of_stock: ProductDoc['outOfStock']
  gift_card: boolean | null
  gift_card_amount_cents: string | null
  _status: ProductDoc['_status']
}

/**
 * How long a process keeps a product's words and pictures for carts. Saving or deleting the
 * product forgets them at once in the process that saved it; other processes (several servers)
 * see a change after this, as they see the shop settings (src/commerce/shop/settings-cache.ts).
 */
const KEEP_MS = inMilliseconds(lifetimes.globals)

type Entry = { value: Promise<ProductDoc | undefined>; until: number }
const kept = processWide('cart-products', () => new WeakMap<Payload, Map<string, Entry>>())

const entriesOf = (payload: Payload) => {
  let entries = kept.get(payload)
  if (!entries) kept.set(payload, (entries = new Map()))
  return entries
}

const keyOf = (id: number, locale: Locale) => `${id}:${locale}`

/** The kept part of `ids`, reading those not kept (or kept too long) in one query. */
function keptProducts(payload: Payload, ids: number[], locale: Locale) {
  const entries = entriesOf(payload)
  const now = Date.now()
  const missing = ids.filter((id) => (entries.get(keyOf(id, locale))?.until ?? 0) <= now)
  if (missing.length > 0) {
    const read = payload
      .find({
        collection: 'products',
        where: { id: { in: missing } },
        depth: 1,
        select: keptFields,
        populate: { categories: { name: true } },
        pagination: false,
        locale,
        fallbackLocale: 'nl',
        overrideAccess: true,
      })
      .then(({ docs }) => new Map(docs.map((doc) => [doc.id, doc as ProductDoc])))
    for (const id of missing) {
      const key = keyOf(id, locale)
      const value = read.then((docs) => docs.get(id))
      entries.set(key, { value, until: now + KEEP_MS })
      // A failed read is not kept: the next call tries again.
      value.catch(() => entries.delete(key))
    }
  }
  return Promise.all(ids.map((id) => entries.get(keyOf(id, locale))!.value))
}

/** The product columns of `Live`, as they are now (numeric columns come as text). */
async function liveParts(payload: Payload, ids: number[]): Promise<Map<number, Live>> {
  const { rows } = await (payload.db as unknown as PostgresAdapter).drizzle.execute<LiveRow>(
    sql`SELECT id, price_cents, vat_class, unit, weight_step_grams, packed_weight_grams, stock,
               out_of_stock, gift_card, gift_card_amount_cents, _status
          FROM products WHERE id IN ${ids}`,
  )
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        priceCents: Number(row.price_cents ?? 0),
        vatClass: row.vat_class,
        unit: row.unit,
        weightStepGrams: numberOrNull(row.weight_step_grams),
        packedWeightGrams: numberOrNull(row.packed_weight_grams),
        stock: Number(row.stock),
        outOfStock: row.out_of_stock,
        giftCard: row.gift_card,
        giftCardAmountCents: numberOrNull(row.gift_card_amount_cents),
        _status: row._status,
      },
    ]),
  )
}

/**
 * `cart` (read at depth 0) with each line's product as the cart screen needs it; a line whose
 * product is gone keeps its id (and drops out of the screen, as an unpublished one does).
 */
export async function withCartProducts(
  payload: Payload,
  cart: CartDoc,
  locale: Locale,
): Promise<CartDoc> {
  const lines = cart.lines ?? []
  const ids = [...new Set(lines.map(({ product }) => productId(product)))].filter(
    (id): id is number => id !== null,
  )
  if (ids.length === 0) return cart
  const [products, live] = await Promise.all([
    keptProducts(payload, ids, locale),
    liveParts(payload, ids),
  ])
  const byId = new Map(ids.map((id, n) => [id, products[n]]))
  return {
    ...cart,
    lines: lines.map((line) => {
      const id = productId(line.product)
      const product = id === null ? undefined : byId.get(id)
      const now = id === null ? undefined : live.get(id)
      return product && now ? { ...line, product: { ...product, ...now } } : line
    }),
  }
}

const productId = (product: number | ProductDoc | null | undefined) =>
  typeof product === 'object' ? (product?.id ?? null) : (product ?? null)

/** Forgets a product's kept part once its save or deletion has committed. */
const forget = async (payload: Payload, req: Parameters<typeof afterCommit>[1], id: number) =>
  afterCommit(payload, req, async () => {
    const entries = entriesOf(payload)
    for (const key of entries.keys()) if (key.startsWith(`${id}:`)) entries.delete(key)
  })

export const forgetCartProductOnChange: CollectionAfterChangeHook<ProductDoc> = async ({
  doc,
  req,
}) => {
  await forget(req.payload, req, doc.id)
  return doc
}

export const forgetCartProductOnDelete: CollectionAfterDeleteHook<ProductDoc> = async ({
  doc,
  req,
}) => {
  await forget(req.payload, req, doc.id)
  return doc
}
