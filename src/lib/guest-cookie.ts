import 'server-only'

import { cookies } from 'next/headers'

import { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE } from '@/auth/guest'
import type { Shopper } from '@/commerce/types'
import { secureCookies } from '@/security/cookies'

/** Gives a visitor without an account or guest id one, so their cart has an owner. */
export async function withGuestId(shopper: Shopper): Promise<Shopper> {
  if (shopper.customerId !== null || shopper.guestId) return shopper
  const guestId = crypto.randomUUID()
  ;(await cookies()).set(GUEST_COOKIE, guestId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    maxAge: GUEST_COOKIE_MAX_AGE,
    path: '/',
  })
  return { ...shopper, guestId }
}
