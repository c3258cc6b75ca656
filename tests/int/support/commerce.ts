import { nativeCustomers } from '@/commerce/native/customers'
import { type NewsletterLinks, nativeNewsletter } from '@/commerce/native/newsletter'
import type { Registration } from '@/commerce/types'

import { testPayload, uniqueSlug } from './payload'

/** Newsletter links as the shop builds them, on a made-up host. */
export const testNewsletterLinks: NewsletterLinks = (purpose, token, locale) =>
  `https://shop.example/${locale}/newsletter/${purpose}?token=${token}`

export const testNewsletter = nativeNewsletter(testPayload, testNewsletterLinks)
export const testCustomers = nativeCustomers(testPayload, testNewsletter)

/** A registration with a unique e-mail address; `change` sets what a test cares about. */
export const registration = (change: Partial<Registration> = {}): Registration => ({
  gender: 'unspecified',
  firstName: 'Jan',
  lastName: 'Janssens',
  email: `${uniqueSlug('customer')}@example.be`,
  password: 'gehakt-2026',
  phone: '',
  birthDate: null,
  company: null,
  newsletter: false,
  locale: 'nl',
  ...change,
})

/** The CommerceError code a promise rejects with, or 'no problem'. */
export const problem = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no problem',
    (error: { code?: string }) => error.code,
  )
