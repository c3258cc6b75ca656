import { describe, expect, it } from 'vitest'

import {
  addressRequest,
  type NopAddress,
  reshapeAddress,
} from '@/commerce/nopcommerce/address-reshape'
import { registerRequest, reshapeCustomer } from '@/commerce/nopcommerce/customer-reshape'
import { NopHttpError } from '@/commerce/nopcommerce/http-client'
import { refusalText } from '@/commerce/nopcommerce/refusal'
import { toCamelCase, toSnakeCase } from '@/commerce/nopcommerce/wire-case'
import type { AddressInput, Registration } from '@/commerce/types'

import { gentPostal } from '../../../support/addresses'

const address: AddressInput = {
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an@example.be',
  phone: '+32 9 123 45 67',
  company: 'Slagerij Peeters',
  vatNumber: 'BE0123456789',
  street: 'Rue du 11 Novembre',
  houseNumber: '16 bte 3',
  postcode: '1040',
  city: 'Etterbeek',
  country: 'BE',
  extraInfo: 'Bel 2',
}

/** What nopCommerce answers for an address it stored from a request: ids, attributes as values. */
function stored(request: ReturnType<typeof addressRequest>, id = 7): NopAddress {
  const wire = toSnakeCase<{ model: { address: Record<string, unknown> } }>(request)
  return toCamelCase<NopAddress>({
    ...wire.model.address,
    id,
    custom_address_attributes: Object.entries(request.form).map(([key, value]) => ({
      id: Number(key.replace('address_attribute_', '')),
      default_value: value || null,
    })),
  })
}

describe('nopCommerce addresses', () => {
  it('sends street and house number as address1, the rest as address2 and attributes', () => {
    const request = addressRequest(address)
    expect(toSnakeCase(request)).toEqual({
      model: {
        address: {
          first_name: 'An',
          last_name: 'Peeters',
          email: 'an@example.be',
          company: 'Slagerij Peeters',
          country_id: 22,
          state_province_id: 0,
          city: 'Etterbeek',
          address1: 'Rue du 11 Novembre 16 bte 3',
          address2: 'Bel 2',
          zip_postal_code: '1040',
          phone_number: '+32 9 123 45 67',
          fax_number: '',
        },
      },
      form: { address_attribute_1: '16 bte 3', address_attribute_2: 'BE0123456789' },
    })
  })

  it('reads back exactly what it sent', () => {
    expect(reshapeAddress(stored(addressRequest(address)))).toEqual({ id: 7, ...address })
    const bare = {
      ...address,
      company: null,
      vatNumber: null,
      extraInfo: null,
      country: 'NL' as const,
    }
    expect(reshapeAddress(stored(addressRequest(bare)))).toEqual({ id: 7, ...bare })
    const withFax = { ...address, fax: '09 123 45 68' }
    expect(reshapeAddress(stored(addressRequest(withFax)))).toEqual({ id: 7, ...withFax })
  })

  it('keeps address1 whole as the street when nopCommerce has no house number for it', () => {
    const fromAdmin = { ...stored(addressRequest(address)), customAddressAttributes: null }
    expect(reshapeAddress(fromAdmin)).toMatchObject({
      street: 'Rue du 11 Novembre 16 bte 3',
      houseNumber: '',
      vatNumber: null,
    })
  })

  it('leaves out addresses in countries the shop does not serve', () => {
    expect(reshapeAddress({ ...stored(addressRequest(address)), countryId: 1 })).toBeNull()
  })
})

describe('nopCommerce customers', () => {
  it('reads the customer from Customer/Info, with the id GetToken named and the language', () => {
    const info = toCamelCase<Parameters<typeof reshapeCustomer>[1]>({
      email: 'marie@example.be',
      first_name: 'Marie',
      last_name: 'Dubois',
      newsletter: true,
      custom_properties: {},
    })
    expect(reshapeCustomer(1042, info, 5)).toEqual({
      id: 1042,
      email: 'marie@example.be',
      firstName: 'Marie',
      lastName: 'Dubois',
      locale: 'fr',
      newsletter: true,
    })
    expect(reshapeCustomer(1042, info, 99)?.locale).toBe('nl')
    expect(reshapeCustomer(1042, { ...info, email: null }, 5)).toBeNull()
  })

  it('sends the registration as the plugin’s RegisterModel, without addresses or newsletter', () => {
    const input: Registration = {
      gender: 'female',
      firstName: ' Marie ',
      lastName: 'Dubois',
      email: 'Marie@Example.be',
      password: 'filet-pur-8',
      phone: '+32 470 12 34 56',
      fax: null,
      birthDate: '1985-07-09',
      company: null,
      vatNumber: 'BE0123456789',
      address: gentPostal,
      deliveryAddress: null,
      newsletter: true,
      locale: 'fr',
    }
    expect(toSnakeCase(registerRequest(input, 'marie@example.be'))).toEqual({
      model: {
        email: 'marie@example.be',
        password: 'filet-pur-8',
        confirm_password: 'filet-pur-8',
        gender: 'F',
        first_name: 'Marie',
        last_name: 'Dubois',
        date_of_birth_day: 9,
        date_of_birth_month: 7,
        date_of_birth_year: 1985,
        company: '',
        vat_number: 'BE0123456789',
        phone: '+32 470 12 34 56',
        fax: '',
        newsletter: false,
      },
      form: {},
    })
  })

  it('reads nopCommerce’s words from each kind of refusal: text, list, middleware message', () => {
    const refusal = (body: unknown) => refusalText(new NopHttpError(400, body, 'POST x'))
    expect(refusal({ message: 'Bad', errors: ['Het opgegeven e-mailadres bestaat al'] })).toBe(
      'Het opgegeven e-mailadres bestaat al',
    )
    expect(refusal({ message: 'Wrong email' })).toBe('Wrong email')
    expect(refusal('Wrong email')).toBe('Wrong email')
    expect(refusal(['Old password doesn’t match'])).toBe('Old password doesn’t match')
    expect(refusal([])).toBeUndefined()
    expect(refusal(undefined)).toBeUndefined()
    expect(refusalText(new Error('other'))).toBeUndefined()
  })
})
