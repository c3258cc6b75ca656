import 'server-only'

import { currentCustomer } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { type CustomerDetailsForm, detailsForm } from '@/commerce/rules/customer-details'
import type { NewsletterStatus } from '@/commerce/types'

export type AccountScreenData = {
  firstName: string
  email: string
  details: CustomerDetailsForm
  newsletter: NewsletterStatus
}

/** What the account home shows the signed-in customer; null when nobody is signed in. */
export async function accountScreenData(): Promise<AccountScreenData | null> {
  const customer = await currentCustomer()
  if (!customer) return null
  const [newsletter, details] = await Promise.all([
    commerce.newsletter.forCustomer(customer.session),
    commerce.account.details(customer.session),
  ])
  return {
    firstName: customer.firstName,
    email: details.email,
    details: detailsForm(details),
    newsletter,
  }
}
