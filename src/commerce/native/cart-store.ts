/** Finding, saving and handing over cart documents. */
import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { GUEST_COOKIE_MAX_AGE } from '@/auth/guest-cookie'
import type { Cart as CartDoc } from '@/payload-types'

import { CommerceError } from '../provider'
import { capLines, maxQuantity, mergeLines, type ReducedLine } from '../rules/cart-lines'
import { choicesAtSignIn } from '../rules/cart-merge'
import type { GiftCardRecipient, Locale } from '../types'
import { type CartOwner, lockCart } from './cart-lock'
import { withCartProducts } from './cart-products'
import { readCartRow } from './cart-row'
import { giftRecipientOf } from './gift-recipient'
import { limitsOf } from './reshape'
import { inTransaction } from '@/database/transaction'

/** A cart line as stored; `id` is kept so that a line keeps its id across changes. */
export type StoredLine = {
  id?: string | null
  product: number
  quantity: number
  giftCard?: GiftCardRecipient
}

export async function findCart(
  payload: Payload,
  shopper: CartOwner,
  locale: Locale = 'nl',
  // 2 brings the products as the cart screen shows them; 0 the cart's own fields.
  depth: 0 | 2 = 2,
): Promise<CartDoc | null> {
  const cart = await readCartRow(payload, shopper)
  if (!cart) return null
  return depth === 2 ? withCartProducts(payload, cart, locale) : cart
}

const lockedCart = (payload: Payload, req: PayloadRequest, id: number) =>
  payload.findByID({ collection: 'carts', id, depth: 1, req, overrideAccess: true })

export const storedLines = (lines: CartDoc['lines']): StoredLine[] =>
  (lines ?? []).flatMap((line) =>
    line.product === null || line.product === undefined
      ? []
      : [
          {
            id: line.id,
            product: typeof line.product === 'object' ? line.product.id : line.product,
            quantity: line.quantity,
            giftCard: giftRecipientOf(line) ?? undefined,
          },
        ],
  )

/** What a change writes into a cart document. */
export type CartData = Partial<
  Pick<
    CartDoc,
    | 'deliveryMethod'
    | 'deliveryDate'
    | 'country'
    | 'termsAccepted'
    | 'discountCode'
    | 'discountDropped'
    | 'giftCardCode'
  >
> & { lines?: StoredLine[] }

/** What follows a change in the same transaction: more to write on the changed cart, or null. */
export type CartFollowUp = (changed: CartDoc, req: PayloadRequest) => Promise<CartData | null>

/**
 * Applies one change to the shopper's cart, creating the cart on the first change: `change` gets
 * the cart (products at depth 1) under its row lock and says what to write, or throws to change
 * nothing. Parallel changes of one shopper each apply once, one after the other.
 */
export async function changeCart(
  payload: Payload,
  shopper: CartOwner,
  change: (cart: CartDoc, req: PayloadRequest) => CartData | Promise<CartData>,
  followUp?: CartFollowUp,
): Promise<void> {
  await inTransaction(payload, async (req) => {
    const locked = await lockCart(payload, req, shopper, true)
    if (!locked) throw new CommerceError('no-shopper')
    const data = await change(await lockedCart(payload, req, locked.id), req)
    const write = (values: CartData, depth: 0 | 1) =>
      payload.update({
        collection: 'carts',
        id: locked.id,
        data: values,
        depth,
        req,
        overrideAccess: true,
      })
    const changed = await write(data, followUp ? 1 : 0)
    const more = followUp ? await followUp(changed, req) : null
    if (more) await write(more, 0)
  })
}

/** The most one cart line may hold of each product in the carts (at depth 1). */
function lineLimits(carts: CartDoc[]): (productId: number) => number | null {
  const limits = new Map<number, number>()
  for (const line of carts.flatMap((cart) => cart.lines ?? [])) {
    const product = line.product
    if (typeof product !== 'object' || !product) continue
    limits.set(
      product.id,
      maxQuantity(limitsOf(product), product.stock, product.outOfStock === 'backorder'),
    )
  }
  return (productId) => limits.get(productId) ?? null
}

/** What the shopper chose in a cart on the way to checkout (the time window follows the method). */
const choicesOf = (cart: CartDoc): CartData => ({
  deliveryMethod: cart.deliveryMethod,
  deliveryDate: cart.deliveryDate,
  country: cart.country,
  termsAccepted: cart.termsAccepted,
})

const atSignIn = (cart: CartDoc) => ({
  lineCount: storedLines(cart.lines).length,
  choices: choicesOf(cart),
})

/**
 * A guest who signs in keeps what they put in the cart: its lines join the account's cart, the
 * same product's quantities adding up but never beyond what the product allows, and its choices
 * replace the account's as `choicesAtSignIn` says. Returns the lines it had to lower, and keeps
 * them on the cart for the cart screen to show once.
 */
export async function moveGuestCart(
  payload: Payload,
  guestId: string,
  customerId: number,
): Promise<{ reduced: ReducedLine[] }> {
  return inTransaction(payload, async (req) => {
    // The guest cart first, then the account's, in every transaction that locks both.
    const guest = await lockCart(payload, req, { customerId: null, guestId }, false)
    if (!guest) return { reduced: [] }
    const account = (await lockCart(payload, req, { customerId, guestId: null }, true))!
    // One after the other: both run on the transaction's one connection.
    const guestCart = await lockedCart(payload, req, guest.id)
    const accountCart = await lockedCart(payload, req, account.id)
    const merged = mergeLines(
      storedLines(accountCart.lines),
      // The guest lines get new ids in the account's cart.
      storedLines(guestCart.lines).map((line) => ({ ...line, id: undefined })),
    )
    const { lines, reduced } = capLines(merged, lineLimits([accountCart, guestCart]))
    await payload.update({
      collection: 'carts',
      id: account.id,
      data: {
        ...choicesAtSignIn(account.created ? null : atSignIn(accountCart), atSignIn(guestCart)),
        // A new account cart takes the guest's gift voucher code too.
        ...(account.created ? { giftCardCode: guestCart.giftCardCode } : {}),
        lines,
        ...(reduced.length > 0 ? { mergeNotice: reduced } : {}),
      },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await payload.delete({ collection: 'carts', id: guest.id, req, overrideAccess: true })
    return { reduced }
  })
}

/** The lines lowered when a guest cart joined the shopper's, once: taking them clears them. */
export async function takeMergeNotice(
  payload: Payload,
  shopper: CartOwner,
): Promise<ReducedLine[]> {
  if (shopper.customerId === null) return []
  const adapter = payload.db as unknown as PostgresAdapter
  // One statement reads and clears, so two screens at once cannot both show it.
  const { rows } = await adapter.drizzle.execute<{ notice: ReducedLine[] }>(
    sql`UPDATE carts SET merge_notice = NULL
        FROM (SELECT id, merge_notice FROM carts
              WHERE customer_id = ${shopper.customerId} AND merge_notice IS NOT NULL
              FOR UPDATE) AS taken
        WHERE carts.id = taken.id
        RETURNING taken.merge_notice AS notice`,
  )
  return rows[0]?.notice ?? []
}

/** Deletes guest carts idle for longer than a guest cookie lives; returns how many. */
export async function deleteIdleGuestCarts(payload: Payload, now: Date): Promise<number> {
  // Once its cookie has expired, nobody can reach a guest cart any more.
  const cutoff = new Date(now.getTime() - GUEST_COOKIE_MAX_AGE * 1000)
  const { docs } = await payload.delete({
    collection: 'carts',
    where: {
      and: [{ customer: { exists: false } }, { updatedAt: { less_than: cutoff.toISOString() } }],
    },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}
