import 'server-only'

import { cookies } from 'next/headers'

import { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE, guestSessionFrom } from '@/auth/guest'
import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'
import type { Shopper } from '@/commerce/types'
import { secureCookies } from '@/security/cookies'

/** A new guest session from the backend for the visitor, kept in the guest cookie. */
async function newGuestSession(shopper: Shopper): Promise<Shopper> {
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

/** Gives a visitor without a session a guest session from the backend, so their cart has an owner. */
export async function withGuestSession(shopper: Shopper): Promise<Shopper> {
  return shopper.session ? shopper : newGuestSession(shopper)
}

/**
 * Runs `work` for the visitor with a guest session. The backend may forget a guest long before
 * the cookie ends (nopCommerce deletes idle guests): a guest whose session it no longer knows
 * gets a new one, and `work` runs once more. A signed-in customer's session is left alone.
 */
export async function inGuestSession<T>(
  shopper: Shopper,
  work: (shopper: Shopper) => Promise<T>,
): Promise<T> {
  const ready = await withGuestSession(shopper)
  try {
    return await work(ready)
  } catch (error) {
    if (!(error instanceof CommerceError) || error.code !== 'no-shopper') throw error
    const guest = guestSessionFrom((await cookies()).get(GUEST_COOKIE)?.value)
    if (!shopper.session || shopper.session !== guest) throw error
    return work(await newGuestSession(shopper))
  }
}
