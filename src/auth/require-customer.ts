import 'server-only'

import type { Locale } from '@/commerce/types'
import { getPathname, redirect } from '@/i18n/navigation'

import { currentCustomer, type SignedInCustomer } from './customer-session'

type Href = Parameters<typeof getPathname>[0]['href']

/** The signed-in customer; a visitor without a session goes to login, to come back afterwards. */
export async function requireCustomer(locale: Locale, here: Href): Promise<SignedInCustomer> {
  const customer = await currentCustomer()
  if (customer) return customer
  const back = getPathname({ href: here, locale })
  return redirect({ href: { pathname: '/login', query: { redirect: back } }, locale })
}
