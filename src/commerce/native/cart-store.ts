/** Finding, saving and handing over cart documents. */
import type { Payload, Where } from 'payload'

import { GUEST_COOKIE_MAX_AGE } from '@/auth/guest'
import type { Cart as CartDoc } from '@/payload-types'

import { mergeLines } from '../rules/cart-lines'
import type { Locale, Shopper } from '../types'

/** A cart line as stored; `id` is kept so that a line keeps its id across changes. */
export type StoredLine = { id?: string | null; product: number; quantity: number }

const owner = (shopper: Pick<Shopper, 'customerId' | 'guestId'>): Where | null => {
  if (shopper.customerId !== null) return { customer: { equals: shopper.customerId } }
  if (shopper.guestId) return { guestId: { equals: shopper.guestId } }
  return null
}

export async function findCart(
  payload: Payload,
  shopper: Pick<Shopper, 'customerId' | 'guestId'>,
  locale: Locale = 'nl',
  // 2 brings the products' images for the cart screen; 1 is enough to know the products.
  depth: 1 | 2 = 2,
): Promise<CartDoc | null> {
  const where = owner(shopper)
  if (!where) return null
  const { docs } = await payload.find({
    collection: 'carts',
    where,
    limit: 1,
    depth,
    locale,
    fallbackLocale: 'nl',
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const storedLines = (lines: CartDoc['lines']): StoredLine[] =>
  (lines ?? []).flatMap((line) =>
    line.product === null || line.product === undefined
      ? []
      : [
          {
            id: line.id,
            product: typeof line.product === 'object' ? line.product.id : line.product,
            quantity: line.quantity,
          },
        ],
  )

/** What a change writes into a cart document. */
export type CartData = Partial<
  Pick<CartDoc, 'deliveryMethod' | 'deliveryDate' | 'country' | 'termsAccepted'>
> & { lines?: StoredLine[] }

/** Writes into the shopper's cart, creating the cart on the first change. */
export async function saveCart(
  payload: Payload,
  shopper: Pick<Shopper, 'customerId' | 'guestId'>,
  existing: CartDoc | null,
  data: CartData,
): Promise<void> {
  if (existing) {
    await payload.update({
      collection: 'carts',
      id: existing.id,
      data,
      depth: 0,
      overrideAccess: true,
    })
    return
  }
  const owner =
    shopper.customerId !== null ? { customer: shopper.customerId } : { guestId: shopper.guestId }
  await payload.create({
    collection: 'carts',
    data: { deliveryMethod: 'delivery', country: 'BE', ...owner, ...data },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * A guest who signs in keeps what they put in the cart: the guest cart becomes the account's,
 * or its lines are added to the account's existing cart.
 */
export async function moveGuestCart(
  payload: Payload,
  guestId: string,
  customerId: number,
): Promise<void> {
  const guestCart = await findCart(payload, { customerId: null, guestId })
  if (!guestCart) return
  const accountCart = await findCart(payload, { customerId, guestId: null })
  if (!accountCart) {
    await payload.update({
      collection: 'carts',
      id: guestCart.id,
      data: { guestId: null, customer: customerId },
      depth: 0,
      overrideAccess: true,
    })
    return
  }
  const lines = mergeLines(
    storedLines(accountCart.lines),
    // The guest lines get new ids in the account's cart.
    storedLines(guestCart.lines).map((line) => ({ ...line, id: undefined })),
  )
  await saveCart(payload, { customerId, guestId: null }, accountCart, { lines })
  await payload.delete({ collection: 'carts', id: guestCart.id, overrideAccess: true })
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
