import { cookies } from 'next/headers'

import { CommerceError, type CustomerApi } from '@/commerce/provider'
import type { Shopper } from '@/commerce/types'
import { cookieValue } from '@/security/cookie-value'
import { secureCookies } from '@/security/cookies'

/** The cookie that keeps a visitor's guest session (issued by the backend) before they sign in. */
export const GUEST_COOKIE = 'storefront-guest'
export const GUEST_COOKIE_MAX_AGE = 60 * 60 * 24 * 30

// The backend checks a session; this only keeps out what no backend hands out.
const SESSION = /^[\x21-\x7e]{1,2048}$/

/** The guest session in a cookie value, when it could be one. */
export const guestSessionFrom = (value: string | undefined | null): string | null =>
  value && SESSION.test(value) ? value : null

/** The guest session from a raw Cookie header. */
export const guestSessionFromHeader = (cookieHeader: string | undefined | null): string | null =>
  guestSessionFrom(cookieValue(cookieHeader, GUEST_COOKIE))

// The backend is handed in: its native cart store reads the cookie's lifetime from this module.
type GuestCustomers = Pick<CustomerApi, 'startGuest'>

/** A new guest session from the backend for the visitor, kept in the guest cookie. */
async function newGuestSession(customers: GuestCustomers, shopper: Shopper): Promise<Shopper> {
  const session = await customers.startGuest(shopper.locale)
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
export async function withGuestSession(
  customers: GuestCustomers,
  shopper: Shopper,
): Promise<Shopper> {
  return shopper.session ? shopper : newGuestSession(customers, shopper)
}

/**
 * Runs `work` for the visitor with a guest session. The backend may forget a guest long before
 * the cookie ends (nopCommerce deletes idle guests): a guest whose session it no longer knows
 * gets a new one, and `work` runs once more. A signed-in customer's session is left alone.
 */
export async function inGuestSession<T>(
  customers: GuestCustomers,
  shopper: Shopper,
  work: (shopper: Shopper) => Promise<T>,
): Promise<T> {
  const ready = await withGuestSession(customers, shopper)
  try {
    return await work(ready)
  } catch (error) {
    if (!(error instanceof CommerceError) || error.code !== 'no-shopper') throw error
    const guest = guestSessionFrom((await cookies()).get(GUEST_COOKIE)?.value)
    if (!shopper.session || shopper.session !== guest) throw error
    return work(await newGuestSession(customers, shopper))
  }
}
