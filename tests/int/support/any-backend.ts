/**
 * Test helpers that need no particular backend: the conformance suites, which every commerce
 * backend runs, import nothing else from the support folder.
 */
import type { Registration } from '@/commerce/types'

import { gentPostal } from '../../support/addresses'

/** A key no other test uses, so tests sharing the run's database never see each other's rows. */
export const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** A registration with a unique e-mail address; `change` sets what a test cares about. */
export const registration = (change: Partial<Registration> = {}): Registration => ({
  gender: 'unspecified',
  firstName: 'Jan',
  lastName: 'Janssens',
  email: `${uniqueSlug('customer')}@example.be`,
  password: 'gehakt-2026',
  phone: '+32 9 123 45 67',
  fax: null,
  birthDate: null,
  company: null,
  vatNumber: null,
  address: gentPostal,
  deliveryAddress: null,
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
