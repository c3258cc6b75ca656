import { describe, expect, it } from 'vitest'

import { addressProblems, asAddressForm, isPostcode } from '@/commerce/rules/address'

import { gentAddressForm } from '../../../support/addresses'

const valid = gentAddressForm

describe('isPostcode', () => {
  it.each([
    ['BE', '9000', true],
    ['BE', '0900', false],
    ['BE', '90000', false],
    ['NL', '1012 AB', true],
    ['NL', '1012ab', true],
    ['NL', '1012', false],
    ['FR', '75001', true],
    ['FR', '7500', false],
    ['DE', '10115', true],
    ['LU', '1611', true],
    ['LU', 'L-1611', true],
    ['LU', '16111', false],
  ] as const)('%s %s → %s', (country, postcode, valid) => {
    expect(isPostcode(country, postcode)).toBe(valid)
  })
})

describe('addressProblems', () => {
  it('accepts a complete address; company, VAT number and extra info are optional', () => {
    expect(addressProblems(valid)).toEqual({})
  })

  it('names every required field left empty', () => {
    const empty = asAddressForm({})
    expect(addressProblems(empty)).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      street: 'required',
      houseNumber: 'required',
      postcode: 'required',
      city: 'required',
    })
  })

  it('checks the e-mail address, the country and its postcode', () => {
    expect(addressProblems({ ...valid, email: 'jan@' })).toEqual({ email: 'invalid-email' })
    expect(addressProblems({ ...valid, country: 'US' })).toEqual({ country: 'invalid-country' })
    expect(addressProblems({ ...valid, country: 'NL' })).toEqual({ postcode: 'invalid-postcode' })
    expect(addressProblems({ ...valid, country: 'NL', postcode: '1012 AB' })).toEqual({})
    expect(addressProblems({ ...valid, fax: '09 123 45 68' })).toEqual({})
    expect(addressProblems({ ...valid, fax: 'fax me' })).toEqual({ fax: 'invalid-phone' })
  })

  it('reads names and address lines without control characters; extra info keeps its lines', () => {
    const form = asAddressForm({
      ...valid,
      firstName: '\t=2+2',
      lastName: 'X\r=1+1',
      street: 'Kouter\n',
      city: 'Gent\u0000',
      extraInfo: 'Bel aan.\nAchterdeur.',
    })
    expect(form).toEqual({
      ...valid,
      fax: '',
      firstName: '=2+2',
      lastName: 'X=1+1',
      extraInfo: 'Bel aan.\nAchterdeur.',
    })
    expect(addressProblems(asAddressForm({ ...valid, firstName: '\t\r' }))).toEqual({
      firstName: 'required',
    })
  })
})
