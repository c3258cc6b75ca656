/** What every implementation of AccountApi must do with a customer's address book. */
import { beforeAll, describe, expect, it } from 'vitest'

import type { AccountApi } from '@/commerce/provider'
import type { AddressInput } from '@/commerce/types'

import { problem } from '../support/any-backend'
import {
  type Commerce,
  type ConformanceBackend,
  gentAddress,
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

    it('adds, updates and deletes a customer’s addresses', async () => {
      const session = await customer()
      const added = await account.saveAddress(session, home)
      expect(added).toMatchObject({ email: 'an@example.be', company: null, city: 'Gent' })
      await account.saveAddress(session, { ...home, street: 'Veldstraat' }, added.id)
      await account.saveAddress(session, {
        ...home,
        country: 'NL',
        postcode: '1012 ab',
        city: 'Amsterdam',
      })
      expect(
        (await account.addresses(session)).map((address) => [address.street, address.postcode]),
      ).toEqual([
        ['Veldstraat', '9000'],
        ['Kouter', '1012 AB'],
      ])
      expect(await account.address(session, added.id)).toMatchObject({ street: 'Veldstraat' })
      await account.deleteAddress(session, added.id)
      expect((await account.addresses(session)).map((address) => address.city)).toEqual([
        'Amsterdam',
      ])
    })

    it('keeps each customer to their own addresses', async () => {
      const owner = await customer()
      const other = await customer()
      const address = await account.saveAddress(owner, home)
      expect(await account.addresses(other)).toEqual([])
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
      expect(await account.addresses(session)).toEqual([])
    })

    it('has no address book for a guest', async () => {
      const guest = (await newGuest(commerce)).session!
      expect(await problem(account.addresses(guest))).toBe('not-signed-in')
      expect(await problem(account.saveAddress(guest, home))).toBe('not-signed-in')
    })
  })
}
