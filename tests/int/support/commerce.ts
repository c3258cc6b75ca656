import { nativeCustomers } from '@/commerce/native/customers'
import { readSession } from '@/commerce/native/shopper-session'
import { nativeNewsletter } from '@/commerce/native/newsletter'
import type { NewsletterLinks } from '@/commerce/provider'
import type { Locale, Registration, Shopper } from '@/commerce/types'

import { registration } from './any-backend'
import { testPayload } from './payload'

export { problem, registration } from './any-backend'

/** Newsletter links as the shop builds them, on a made-up host. */
export const testNewsletterLinks: NewsletterLinks = (purpose, token, locale) =>
  `https://shop.example/${locale}/newsletter/${purpose}?token=${token}`

export const testNewsletter = nativeNewsletter(testPayload, testNewsletterLinks)
export const testCustomers = nativeCustomers(testPayload, testNewsletter)

/** A new customer, signed in: their account and the session that speaks for them. */
export async function signedUp(change: Partial<Registration> = {}) {
  const input = registration(change)
  const customer = await testCustomers.register(input)
  const signedIn = await testCustomers.signIn(input.email, input.password, null)
  return { customer, session: signedIn!.session }
}

/** A new guest, as the backend hands them out. */
export const guestShopper = async (locale: Locale = 'nl'): Promise<Shopper> => ({
  session: await testCustomers.startGuest(locale),
  locale,
})

/** The guest id the native backend keeps a guest's cart under. */
export async function guestIdOf(shopper: Shopper): Promise<string> {
  const owner = readSession((await testPayload()).secret, shopper.session)
  if (!owner?.guestId) throw new Error('not a guest session')
  return owner.guestId
}

/** The customer id the native backend keeps a customer's session for. */
export async function customerIdOf(shopper: Shopper): Promise<number> {
  const owner = readSession((await testPayload()).secret, shopper.session)
  if (owner?.customerId == null) throw new Error('not a customer session')
  return owner.customerId
}

/** The problem codes of the calls that were refused, in call order. */
export const refusedCodes = (results: PromiseSettledResult<unknown>[]): string[] =>
  results.flatMap((result) =>
    result.status === 'rejected' ? [(result.reason as { code: string }).code] : [],
  )
