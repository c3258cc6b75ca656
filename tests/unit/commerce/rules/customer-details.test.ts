import { describe, expect, it } from 'vitest'

import {
  asCustomerDetailsForm,
  type CustomerDetailsForm,
  customerDetailsProblems,
  detailsForm,
} from '@/commerce/rules/customer-details'
import { isPhone } from '@/commerce/rules/phone'
import { isVatNumber, normalizeVatNumber } from '@/commerce/rules/vat-number'

const valid: CustomerDetailsForm = {
  firstName: 'An',
  lastName: 'Peeters',
  phone: '+32 9 123 45 67',
  fax: '',
  company: '',
  vatNumber: '',
}

describe('isVatNumber', () => {
  it.each([
    'BE0417497106',
    'BE 0417.497.106',
    'be0417-497-106',
    'NL123456789B01',
    'FR40303265045',
    'FRK7399859412',
    'DE123456789',
    'LU12345678',
  ])('takes %s', (vat) => expect(isVatNumber(vat)).toBe(true))

  it.each([
    ['a wrong Belgian check', 'BE0417497107'],
    ['a Belgian number starting with 2', 'BE2417497106'],
    ['a Dutch number without B', 'NL123456789001'],
    ['a French key with an O', 'FRO0303265045'],
    ['a German number one digit short', 'DE12345678'],
    ['a Luxembourg number one digit long', 'LU123456789'],
    ['a country the shop does not serve', 'IT12345678901'],
    ['no country code', '0417497106'],
    ['a prototype key', '__proto__'],
  ])('refuses %s', (_, vat) => expect(isVatNumber(vat)).toBe(false))

  it('keeps a number upper case without spaces, dots and dashes', () => {
    expect(normalizeVatNumber(' be 0417.497-106 ')).toBe('BE0417497106')
  })
})

describe('isPhone', () => {
  it.each(['+32 9 123 45 67', '09/123.45.67', '(0)6 12-34-56-78', '26 12 34', '+491701234567'])(
    'takes %s',
    (phone) => expect(isPhone(phone)).toBe(true),
  )

  it.each([
    '12345',
    '+32 9 123 45 67 89 01 23',
    'call me',
    '09 123 45 67 ext. 2',
    '++32 9 123 45 67',
  ])('refuses %s', (phone) => expect(isPhone(phone)).toBe(false))
})

describe('customerDetailsProblems', () => {
  it('takes complete details, optional fields empty or filled', () => {
    expect(customerDetailsProblems(valid)).toEqual({})
    expect(
      customerDetailsProblems({
        ...valid,
        fax: '09 123 45 68',
        company: 'Slagerij Peeters',
        vatNumber: 'BE 0417.497.106',
      }),
    ).toEqual({})
  })

  it('asks for names and a phone', () => {
    expect(customerDetailsProblems({ ...valid, firstName: ' ', lastName: '', phone: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
    })
  })

  it('refuses a bad phone, fax or VAT number', () => {
    expect(
      customerDetailsProblems({ ...valid, phone: 'none', fax: '12', vatNumber: 'BE123' }),
    ).toEqual({ phone: 'invalid-phone', fax: 'invalid-phone', vatNumber: 'invalid-vat-number' })
  })

  it('refuses texts longer than a field takes', () => {
    expect(
      customerDetailsProblems({
        ...valid,
        firstName: 'A'.repeat(101),
        company: 'B'.repeat(101),
        phone: `+32 ${'1'.repeat(40)}`,
      }),
    ).toEqual({ firstName: 'too-long', company: 'too-long', phone: 'too-long' })
    expect(customerDetailsProblems({ ...valid, lastName: 'P'.repeat(100) })).toEqual({})
  })
})

describe('asCustomerDetailsForm', () => {
  it('reads every field as one line without control characters, whatever was sent', () => {
    expect(
      asCustomerDetailsForm({
        firstName: '\t=2+2',
        lastName: 'Pee\u0000ters\r\n',
        phone: 32,
        company: ['x'],
        vatNumber: 'BE0417497106\u0085',
      }),
    ).toEqual({
      firstName: '=2+2',
      lastName: 'Peeters',
      phone: '',
      fax: '',
      company: '',
      vatNumber: 'BE0417497106',
    })
    expect(asCustomerDetailsForm(null)).toEqual({
      ...valid,
      firstName: '',
      lastName: '',
      phone: '',
    })
  })

  it('shows kept details with empty optional fields', () => {
    expect(
      detailsForm({
        firstName: 'An',
        lastName: 'Peeters',
        phone: '+32 9 123 45 67',
        fax: null,
        company: null,
        vatNumber: null,
      }),
    ).toEqual(valid)
  })
})
