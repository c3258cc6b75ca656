import { describe, expect, it } from 'vitest'

import { nativeAccount } from '@/commerce/native/addresses'

import { problem, registration, testCustomers } from '../support/commerce'
import { testPayload } from '../support/payload'

const account = nativeAccount(testPayload)

async function registered(change: Parameters<typeof registration>[0]) {
  const input = registration(change)
  await testCustomers.register(input)
  const signedIn = await testCustomers.signIn(input.email, input.password, null)
  return { input, session: signedIn!.session }
}

describe('registration', () => {
  it('keeps the fax, company and VAT number with the customer and the first address', async () => {
    const { input, session } = await registered({
      fax: ' +32 9 765 43 21 ',
      company: 'Traiteur Peeters',
      vatNumber: 'BE0123456789',
    })
    expect(await account.addresses(session)).toEqual([
      expect.objectContaining({ company: 'Traiteur Peeters', vatNumber: 'BE0123456789' }),
    ])
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'customers', where: { email: { equals: input.email } } })
    expect(docs[0]).toMatchObject({
      fax: '+32 9 765 43 21',
      company: 'Traiteur Peeters',
      vatNumber: 'BE0123456789',
    })
  })

  it('keeps another delivery address as the second entry', async () => {
    const { session } = await registered({
      deliveryAddress: {
        street: 'Damrak',
        houseNumber: '1',
        postcode: '1012 js',
        city: 'Amsterdam',
        country: 'NL',
      },
    })
    expect(
      (await account.addresses(session)).map((address) => [address.street, address.postcode]),
    ).toEqual([
      ['Kouter', '9000'],
      ['Damrak', '1012 JS'],
    ])
  })

  it('refuses an address that is incomplete or not of its country, and creates no account', async () => {
    const noStreet = registration({
      address: { street: ' ', houseNumber: '1', postcode: '9000', city: 'Gent', country: 'BE' },
    })
    expect(await problem(testCustomers.register(noStreet))).toBe('required')
    const dutchPostcode = registration({
      deliveryAddress: {
        street: 'Damrak',
        houseNumber: '1',
        postcode: '1012 JS',
        city: 'Gent',
        country: 'BE',
      },
    })
    expect(await problem(testCustomers.register(dutchPostcode))).toBe('invalid-postcode')
    for (const input of [noStreet, dutchPostcode])
      expect(await testCustomers.signIn(input.email, input.password, null)).toBeNull()
  })
})
