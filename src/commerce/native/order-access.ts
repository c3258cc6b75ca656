import { createHmac, timingSafeEqual } from 'node:crypto'

import type { CartOwner } from './cart-lock'

/** The token that opens one order without a session (the link in the confirmation e-mail). */
export const orderAccessToken = (secret: string, orderId: number | string) =>
  createHmac('sha256', secret).update(`order-access:${orderId}`).digest('base64url')

export function isOrderAccessToken(secret: string, orderId: number | string, token: string) {
  const expected = Buffer.from(orderAccessToken(secret, orderId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The owner part of an idempotency key: one shopper's key never matches another's. */
export const ownerKey = (owner: CartOwner) =>
  owner.customerId !== null ? `c${owner.customerId}` : `g${owner.guestId}`
