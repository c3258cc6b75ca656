import 'server-only'

import { currentSession } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'
import { type CustomerDetailsForm, detailsForm } from '@/commerce/rules/customer-details'
import type { NewsletterStatus } from '@/commerce/types'

export type AccountScreenData = {
  firstName: string
  email: string
  details: CustomerDetailsForm
  newsletter: NewsletterStatus
}

const signedOut = (error: unknown) =>
  error instanceof CommerceError && error.code === 'not-signed-in'

/**
 * What the account home shows the signed-in customer; null when nobody is signed in. The details
 * name the customer: the session is not looked up a second time to greet them.
 */
export async function accountScreenData(): Promise<AccountScreenData | null> {
  const session = await currentSession()
  if (!session) return null
  const [details, newsletter] = await Promise.allSettled([
    commerce.account.details(session),
    commerce.newsletter.forCustomer(session),
  ])
  if (details.status === 'rejected') {
    if (signedOut(details.reason)) return null
    throw details.reason
  }
  if (newsletter.status === 'rejected') throw newsletter.reason
  return {
    firstName: details.value.firstName,
    email: details.value.email,
    details: detailsForm(details.value),
    newsletter: newsletter.value,
  }
}
