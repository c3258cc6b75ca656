/** What every implementation of AccountApi must do with a customer's address book. */
import { beforeAll, describe, expect, it } from 'vitest'

import type { AccountApi } from '@/commerce/provider'
import type { AddressInput } from '@/commerce/types'

import { problem } from '../support/any-backend'
import { gentAddress } from '../../support/addresses'
import {
  type Commerce,
  type ConformanceBackend,
  newCustomer,
  newGuest,
} from './conformance-backend'

// As a form sends it: the address book stores it tidied.
const home: AddressInput = { ...gentAddress, email: 'AN@example.be ', company: '' }

export function accountConformance(name: string, setup: () => Promise<ConformanceBackend>) {
  describe(`${name} address book`, () => {
    let commerce: Commerce
    let account: AccountApi
    beforeAll(async () => {
      ;({ commerce } = await setup())
      account = commerce.account
    })

    const customer = async () => (await newCustomer(commerce)).shopper.session!
    /** The addresses made after registration, which gave the first. */
    const added = async (session: string) => (await account.addresses(session)).slice(1)

    it('begins with the address given at registration', async () => {
      const { shopper, input } = await newCustomer(commerce)
      expect(await account.addresses(shopper.session!)).toEqual([
        expect.objectContaining({
          firstName: input.firstName,
          email: input.email,
          ...input.address,
        }),
      ])
    })

    it('adds, updates and deletes a customer’s addresses', async () => {
      const session = await customer()
      const address = await account.saveAddress(session, home)
      expect(address).toMatchObject({ email: 'an@example.be', company: null, city: 'Gent' })
      await account.saveAddress(session, { ...home, street: 'Veldstraat' }, address.id)
      await account.saveAddress(session, {
        ...home,
        country: 'NL',
        postcode: '1012 ab',
        city: 'Amsterdam',
      })
      expect((await added(session)).map((entry) => [entry.street, entry.postcode])).toEqual([
        ['Veldstraat', '9000'],
        ['Kouter', '1012 AB'],
      ])
      expect(await account.address(session, address.id)).toMatchObject({ street: 'Veldstraat' })
      await account.deleteAddress(session, address.id)
      expect((await added(session)).map((entry) => entry.city)).toEqual(['Amsterdam'])
    })

    it('keeps each customer to their own addresses', async () => {
      const owner = await customer()
      const other = await customer()
      const address = await account.saveAddress(owner, home)
      expect(await added(other)).toEqual([])
      expect(await problem(account.address(other, address.id))).toBe('address-not-found')
      expect(await problem(account.saveAddress(other, home, address.id))).toBe('address-not-found')
      expect(await problem(account.deleteAddress(other, address.id))).toBe('address-not-found')
      expect(await account.address(owner, address.id)).toMatchObject({ street: 'Kouter' })
    })

    it('refuses an incomplete address or a postcode of another country, and stores nothing', async () => {
      const session = await customer()
      expect(await problem(account.saveAddress(session, { ...home, street: ' ' }))).toBe('required')
      expect(await problem(account.saveAddress(session, { ...home, country: 'FR' }))).toBe(
        'invalid-postcode',
      )
      expect(await added(session)).toEqual([])
    })

    it('has no address book for a guest', async () => {
      const guest = (await newGuest(commerce)).session!
      expect(await problem(account.addresses(guest))).toBe('not-signed-in')
      expect(await problem(account.saveAddress(guest, home))).toBe('not-signed-in')
    })
  })
}
