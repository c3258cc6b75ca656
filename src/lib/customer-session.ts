import 'server-only'

import { getServerSession } from 'next-auth'
import { cookies } from 'next/headers'
import { cache } from 'react'

import { authOptions } from '@/auth/options'
import { GUEST_COOKIE, guestIdFrom } from '@/auth/guest'
import { commerce } from '@/commerce'
import type { Customer, Locale, Shopper } from '@/commerce/types'

/** The signed-in shop customer of this request, or null. Read once per request. */
export const currentCustomer = cache(async (): Promise<Customer | null> => {
  const session = await getServerSession(authOptions)
  if (!session?.customerId) return null
  return commerce.customers.info(session.customerId)
})

/** Who this request shops for: the signed-in customer, else the guest named by the cookie. */
export async function currentShopper(locale: Locale): Promise<Shopper> {
  const [customer, jar] = await Promise.all([currentCustomer(), cookies()])
  return {
    customerId: customer?.id ?? null,
    guestId: guestIdFrom(jar.get(GUEST_COOKIE)?.value),
    locale,
  }
}
