import 'server-only'

import { cookies } from 'next/headers'

import { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE } from '@/auth/guest'
import { commerce } from '@/commerce'
import type { Shopper } from '@/commerce/types'
import { secureCookies } from '@/security/cookies'

/** Gives a visitor without a session a guest session from the backend, so their cart has an owner. */
export async function withGuestSession(shopper: Shopper): Promise<Shopper> {
  if (shopper.session) return shopper
  const session = await commerce.customers.startGuest(shopper.locale)
  ;(await cookies()).set(GUEST_COOKIE, session, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    maxAge: GUEST_COOKIE_MAX_AGE,
    path: '/',
  })
  return { ...shopper, session }
}
