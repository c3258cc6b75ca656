/** What every implementation of CustomerApi must do for accounts and signing in. */
import { beforeAll, describe, expect, it } from 'vitest'

import type { CustomerApi } from '@/commerce/provider'
import type { Registration } from '@/commerce/types'

import { problem, registration as baseRegistration, uniqueSlug } from '../support/any-backend'
import type { ConformanceBackend } from './conformance-backend'

const registration = (change: Partial<Registration> = {}) =>
  baseRegistration({
    gender: 'female',
    firstName: 'Marie',
    lastName: 'Dubois',
    password: 'filet-pur-8',
    phone: '+32 470 12 34 56',
    locale: 'fr',
    ...change,
  })

export function customersConformance(name: string, setup: () => Promise<ConformanceBackend>) {
  describe(`${name} customers`, () => {
    let customers: CustomerApi
    beforeAll(async () => {
      customers = (await setup()).commerce.customers
    })

    it('registers a customer who can then sign in, with any capitals in the address', async () => {
      const input = registration()
      const created = await customers.register(input)
      expect(created).toMatchObject({
        email: input.email,
        firstName: 'Marie',
        lastName: 'Dubois',
        locale: 'fr',
        newsletter: false,
      })

      const signedIn = await customers.signIn(input.email.toUpperCase(), input.password, null)
      expect(signedIn?.customer).toEqual(created)
      expect(await customers.info(signedIn!.session)).toEqual(created)
    })

    it('does not sign in with a wrong password or an unknown address', async () => {
      const input = registration()
      await customers.register(input)
      expect(await customers.signIn(input.email, 'wrong-password', null)).toBeNull()
      expect(await customers.signIn(`${uniqueSlug('nobody')}@example.be`, 'x', null)).toBeNull()
    })

    it('refuses a second account for one address, and bad input', async () => {
      const input = registration()
      await customers.register(input)
      expect(await problem(customers.register({ ...input, firstName: 'Other' }))).toBe(
        'email-exists',
      )
      expect(await problem(customers.register(registration({ email: 'not-an-address' })))).toBe(
        'invalid-email',
      )
      expect(await problem(customers.register(registration({ password: 'short' })))).toBe(
        'password-too-short',
      )
      expect(await problem(customers.register(registration({ lastName: ' ' })))).toBe('required')
    })

    it('knows no customer behind a guest’s or a made-up session', async () => {
      expect(await customers.info(await customers.startGuest('nl'))).toBeNull()
      expect(await customers.info('made-up-session')).toBeNull()
    })

    it('changes a customer’s password only with the right current one', async () => {
      const input = registration()
      await customers.register(input)
      const { session } = (await customers.signIn(input.email, input.password, null))!
      expect(await problem(customers.changePassword(session, 'not-it', 'new-password-2'))).toBe(
        'current-password-wrong',
      )
      expect(await problem(customers.changePassword(session, input.password, 'short'))).toBe(
        'password-too-short',
      )
      await customers.changePassword(session, input.password, 'new-password-2')
      expect(await customers.signIn(input.email, 'new-password-2', null)).not.toBeNull()
      expect(await customers.signIn(input.email, input.password, null)).toBeNull()
    })
  })
}
