/** What every implementation of AccountApi must do with a customer's own details. */
import { beforeAll, describe, expect, it } from 'vitest'

import type { AccountApi } from '@/commerce/provider'
import type { CustomerDetailsInput } from '@/commerce/types'

import { problem } from '../support/any-backend'
import { gentAddress } from '../../support/addresses'
import {
  type Commerce,
  type ConformanceBackend,
  newCustomer,
  newGuest,
} from './conformance-backend'

// As a form sends it: the account keeps it tidied.
const changed: CustomerDetailsInput = {
  firstName: ' Annelies\t',
  lastName: 'Peeters-\u0007Claes',
  phone: '+32 470 12 34 56',
  fax: '09 123 45 68',
  company: 'Slagerij Peeters ',
  vatNumber: 'be 0417.497.106',
}

export function detailsConformance(name: string, setup: () => Promise<ConformanceBackend>) {
  describe(`${name} customer details`, () => {
    let commerce: Commerce
    let account: AccountApi
    beforeAll(async () => {
      ;({ commerce } = await setup())
      account = commerce.account
    })

    it('reads the details given at registration', async () => {
      const { shopper, input } = await newCustomer(commerce)
      expect(await account.details(shopper.session!)).toEqual({
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        fax: null,
        company: null,
        vatNumber: null,
      })
    })

    it('saves the customer’s own details, tidied, and leaves the e-mail address alone', async () => {
      const { shopper, email } = await newCustomer(commerce)
      const saved = await account.saveDetails(shopper.session!, changed)
      const expected = {
        email: email.toLowerCase(),
        firstName: 'Annelies',
        lastName: 'Peeters-Claes',
        phone: '+32 470 12 34 56',
        fax: '09 123 45 68',
        company: 'Slagerij Peeters',
        vatNumber: 'BE0417497106',
      }
      expect(saved).toEqual(expected)
      expect(await account.details(shopper.session!)).toEqual(expected)
      expect(await commerce.customers.info(shopper.session!)).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Annelies',
        lastName: 'Peeters-Claes',
      })

      await account.saveDetails(shopper.session!, {
        ...changed,
        fax: null,
        company: '',
        vatNumber: null,
      })
      expect(await account.details(shopper.session!)).toMatchObject({
        fax: null,
        company: null,
        vatNumber: null,
      })
    })

    it('changes nobody else’s details', async () => {
      const owner = await newCustomer(commerce)
      const other = await newCustomer(commerce)
      const before = await account.details(other.shopper.session!)
      await account.saveDetails(owner.shopper.session!, changed)
      expect(await account.details(other.shopper.session!)).toEqual(before)
    })

    it('refuses bad input with its problem and keeps what was there', async () => {
      const { shopper } = await newCustomer(commerce)
      const session = shopper.session!
      const before = await account.details(session)
      const refused = async (change: Partial<CustomerDetailsInput>) =>
        problem(account.saveDetails(session, { ...changed, ...change }))
      expect(await refused({ firstName: ' ' })).toBe('required')
      expect(await refused({ phone: '' })).toBe('required')
      expect(await refused({ phone: 'call me' })).toBe('invalid-phone')
      expect(await refused({ fax: '12' })).toBe('invalid-phone')
      expect(await refused({ vatNumber: 'BE0417497107' })).toBe('invalid-vat-number')
      expect(await refused({ vatNumber: 'IT12345678901' })).toBe('invalid-vat-number')
      expect(await refused({ company: 'x'.repeat(101) })).toBe('too-long')
      expect(await account.details(session)).toEqual(before)
    })

    it('has no details for a guest', async () => {
      const guest = (await newGuest(commerce)).session!
      expect(await problem(account.details(guest))).toBe('not-signed-in')
      expect(await problem(account.saveDetails(guest, changed))).toBe('not-signed-in')
    })

    it('keeps an address’s fax in the address book', async () => {
      const { shopper } = await newCustomer(commerce)
      const session = shopper.session!
      const address = await account.saveAddress(session, { ...gentAddress, fax: ' 09 123 45 68' })
      expect(address.fax).toBe('09 123 45 68')
      expect((await account.address(session, address.id)).fax).toBe('09 123 45 68')
      await account.saveAddress(session, { ...gentAddress, fax: '' }, address.id)
      expect((await account.address(session, address.id)).fax ?? null).toBeNull()
      expect(await problem(account.saveAddress(session, { ...gentAddress, fax: 'x' }))).toBe(
        'invalid-phone',
      )
    })
  })
}
