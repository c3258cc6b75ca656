import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

import { CommerceError } from '@/commerce/provider'

import { clientIp } from './client-ip'
import { forgetLatestAttempt, type Limit, takeAttempt } from './throttle'

const QUARTER_HOUR = 15 * 60

/**
 * Discount and gift voucher codes typed into a cart: a few refused ones per cart, some more per
 * network address (a new cookie is a new cart, an address is not so easily changed).
 */
export const codeLimits = (ip: string, cart: string): Limit[] => [
  { bucket: `code:cart:${cart}`, max: 10, windowSeconds: QUARTER_HOUR },
  { bucket: `code:ip:${ip}`, max: 30, windowSeconds: QUARTER_HOUR },
]

/** A cart as the throttle names it: a hash of its shopper's session, which is a secret. */
const cartKey = (session: string) => createHash('sha256').update(session).digest('hex').slice(0, 32)

/**
 * Tries a code on the shopper's cart, counted against the code limits; refused with
 * `codes-throttled` once they are used up. A code that applies is no guess: its attempt is taken
 * back, so only refused codes count.
 */
export async function throttledCodeAttempt<T>(
  payload: Payload,
  headers: Headers,
  session: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const limits = codeLimits(clientIp(headers), cartKey(session))
  if (!(await takeAttempt(payload, limits)).allowed) throw new CommerceError('codes-throttled')
  const applied = await attempt()
  for (const { bucket } of limits) await forgetLatestAttempt(payload, bucket)
  return applied
}
