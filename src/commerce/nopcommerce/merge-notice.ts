import type { ShopperSession } from '../types'
import { isUnauthorized, type NopClient } from './http-client'

/** A line nopCommerce lowered when the guest's cart joined the account's, in nopCommerce units. */
export type MergedLine = { productId: number; requestedQuantity: number; keptQuantity: number }

type CartItems = { items: Array<{ productId: number; quantity: number }> | null }

/** How long a notice waits for the cart page that shows it. */
const NOTICE_MAX_AGE_MS = 15 * 60 * 1000

const kept = new Map<ShopperSession, { lines: MergedLine[]; at: number }>()

/** Units of each product in a session's cart; empty for a session nopCommerce does not know. */
export async function cartUnits(client: NopClient, session: ShopperSession) {
  const units = new Map<number, number>()
  try {
    const { items } = await client.get<CartItems>('ShoppingCart/Cart', { token: session })
    for (const item of items ?? [])
      units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity)
  } catch (error) {
    if (!isUnauthorized(error)) throw error
  }
  return units
}

/**
 * The lines that did not fully join: nopCommerce's cart migration adds each guest item onto the
 * account's, and drops one it cannot add (beyond the stock, say) without a word.
 */
export function loweredLines(
  guest: Map<number, number>,
  before: Map<number, number>,
  after: Map<number, number>,
): MergedLine[] {
  return [...guest].flatMap(([productId, units]) => {
    const requestedQuantity = (before.get(productId) ?? 0) + units
    const keptQuantity = after.get(productId) ?? 0
    return keptQuantity < requestedQuantity ? [{ productId, requestedQuantity, keptQuantity }] : []
  })
}

/**
 * The plugin has no merge notice: the storefront keeps it for the new session until the cart
 * page takes it. Kept in this server's memory: a notice is a courtesy, not a record, and another
 * server (or a restart) just shows none.
 */
export const mergeNotices = {
  keep(session: ShopperSession, lines: MergedLine[], now = Date.now()) {
    for (const [known, { at }] of kept) if (now - at > NOTICE_MAX_AGE_MS) kept.delete(known)
    if (lines.length > 0) kept.set(session, { lines, at: now })
  },
  take(session: ShopperSession, now = Date.now()): MergedLine[] {
    const notice = kept.get(session)
    kept.delete(session)
    return notice && now - notice.at <= NOTICE_MAX_AGE_MS ? notice.lines : []
  },
}
