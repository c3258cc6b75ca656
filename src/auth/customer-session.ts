import 'server-only'

import { decode } from 'next-auth/jwt'
import { cookies } from 'next/headers'
import { cache } from 'react'

import { GUEST_COOKIE, guestSessionFrom } from '@/auth/guest-cookie'
import { sessionCookieName } from '@/auth/options'
import { commerce } from '@/commerce'
import type { Customer, Locale, Shopper, ShopperSession } from '@/commerce/types'

/**
 * The backend session of this request: the signed-in customer's (kept inside the encrypted
 * next-auth cookie, never sent to the browser's scripts), else the guest's cookie. Read once.
 */
export const currentSession = cache(async (): Promise<ShopperSession | null> => {
  const jar = await cookies()
  const signedIn = jar.get(sessionCookieName())?.value
  if (signedIn) {
    const token = await decode({ token: signedIn, secret: process.env.AUTH_SECRET ?? '' }).catch(
      () => null,
    )
    if (token?.shopperSession) return token.shopperSession
  }
  return guestSessionFrom(jar.get(GUEST_COOKIE)?.value)
})

export type SignedInCustomer = Customer & { session: ShopperSession }

/** The signed-in shop customer of this request with their session, or null. Read once. */
export const currentCustomer = cache(async (): Promise<SignedInCustomer | null> => {
  const session = await currentSession()
  const customer = session ? await commerce.customers.info(session) : null
  return customer && session ? { ...customer, session } : null
})

/** Who this request shops for: the customer's or the guest's session, or nobody yet. */
export async function currentShopper(locale: Locale): Promise<Shopper> {
  return { session: await currentSession(), locale }
}
