import { describe, expect, it } from 'vitest'

import { nativeAccount } from '@/commerce/native/addresses'
import type { AddressInput } from '@/commerce/types'

import { problem, signedUp } from '../support/commerce'
import { testPayload } from '../support/payload'

const account = nativeAccount(testPayload)

const home: AddressInput = {
  firstName: 'An',
  lastName: 'Peeters',
  email: 'AN@example.be ',
  phone: '+32 9 123 45 67',
  company: '',
  vatNumber: null,
  street: 'Kouter',
  houseNumber: '12',
  postcode: '9000',
  city: 'Gent',
  country: 'BE',
  extraInfo: null,
}

const customer = async () => (await signedUp()).session

describe('address book', () => {
  it('adds, updates and deletes a customer’s addresses', async () => {
    const id = await customer()
    const added = await account.saveAddress(id, home)
    expect(added).toMatchObject({ email: 'an@example.be', company: null, city: 'Gent' })
    await account.saveAddress(id, { ...home, street: 'Veldstraat', postcode: '9000' }, added.id)
    await account.saveAddress(id, {
      ...home,
      country: 'NL',
      postcode: '1012 ab',
      city: 'Amsterdam',
    })
    expect(
      (await account.addresses(id)).map((address) => [address.street, address.postcode]),
    ).toEqual([
      ['Veldstraat', '9000'],
      ['Kouter', '1012 AB'],
    ])
    await account.deleteAddress(id, added.id)
    expect((await account.addresses(id)).map((address) => address.city)).toEqual(['Amsterdam'])
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
    const id = await customer()
    expect(await problem(account.saveAddress(id, { ...home, street: ' ' }))).toBe('required')
    expect(await problem(account.saveAddress(id, { ...home, country: 'FR' }))).toBe(
      'invalid-postcode',
    )
    expect(await account.addresses(id)).toEqual([])
  })
})
