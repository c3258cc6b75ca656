import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

import { CommerceError } from '../provider'
import type { Shopper, ShopperSession } from '../types'
import type { CartOwner } from './cart-lock'

/**
 * The native backend's shopper sessions: who the session speaks for, signed with the server's
 * secret so that it cannot be made up or changed. `c.<customer id>` or `g.<guest id>`, then the
 * signature. They need no storage; the storefront's session (30 days) bounds a customer's.
 */
const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`shopper-session:${body}`).digest('base64url')

const signed = (secret: string, body: string): ShopperSession => `${body}.${sign(secret, body)}`

export const customerSession = (secret: string, customerId: number) =>
  signed(secret, `c.${customerId}`)

export const newGuestSession = (secret: string) => signed(secret, `g.${randomUUID()}`)

const SESSION = /^(c\.\d{1,12}|g\.[0-9a-f-]{36})\.([\w-]{43})$/

/** Whom a session speaks for, when it was signed with `secret`; otherwise null. */
export function readSession(secret: string, session: string | null | undefined): CartOwner | null {
  const match = SESSION.exec(session ?? '')
  if (!match) return null
  const [, body, signature] = match
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const id = body.slice(2)
  return body.startsWith('c.')
    ? { customerId: Number(id), guestId: null }
    : { customerId: null, guestId: id }
}

/** The customer a session speaks for; a guest's or a forged session throws. */
export function sessionCustomer(secret: string, session: ShopperSession | null): number {
  const owner = readSession(secret, session)
  if (owner?.customerId == null) throw new CommerceError('not-signed-in')
  return owner.customerId
}

/** Whom a shopper's session speaks for; a missing or forged session throws. */
export function shopperOwner(secret: string, shopper: Shopper): CartOwner {
  const owner = readSession(secret, shopper.session)
  if (!owner) throw new CommerceError('no-shopper')
  return owner
}
