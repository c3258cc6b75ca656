import { nativeCustomers } from '@/commerce/native/customers'
import { nativeNewsletter } from '@/commerce/native/newsletter'
import type { Registration } from '@/commerce/types'

import { testPayload, uniqueSlug } from './payload'

export const testCustomers = nativeCustomers(testPayload, nativeNewsletter(testPayload))

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
