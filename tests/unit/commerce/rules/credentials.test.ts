import { describe, expect, it } from 'vitest'

import {
  asRegistrationForm,
  emailProblems,
  loginProblems,
  newPasswordProblems,
  pastDate,
  type RegistrationForm,
  registrationProblems,
} from '@/commerce/rules/credentials'

import { gentPostal } from '../../../support/addresses'

const valid: RegistrationForm = {
  gender: 'female',
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an.peeters@example.be',
  password: 'worst-123',
  confirmPassword: 'worst-123',
  phone: '+32 9 123 45 67',
  fax: '',
  birthDate: '',
  company: '',
  vatNumber: '',
  address: gentPostal,
  deliverySameAsBilling: true,
  delivery: { street: '', houseNumber: '', postcode: '', city: '', country: 'BE' },
  newsletter: false,
  acceptTerms: true,
}
const amsterdam = {
  street: 'Damrak',
  houseNumber: '1',
  postcode: '1012 JS',
  city: 'Amsterdam',
  country: 'NL',
}
const today = new Date('2026-11-22T10:00:00Z')

describe('loginProblems', () => {
  it('accepts an e-mail address and any password', () => {
    expect(loginProblems({ email: ' An@Example.be ', password: 'x' })).toEqual({})
  })

  it('asks for a valid address and a password', () => {
    expect(loginProblems({ email: 'an@', password: '' })).toEqual({
      email: 'invalid-email',
      password: 'password-required',
    })
  })
})

describe('registrationProblems', () => {
  it('accepts a complete form', () => {
    expect(registrationProblems(valid, today)).toEqual({})
  })

  it.each<[Partial<RegistrationForm>, Partial<Record<string, string>>]>([
    [{ firstName: '  ' }, { firstName: 'required' }],
    [{ phone: ' ' }, { phone: 'required' }],
    [
      { address: { ...valid.address, street: '', postcode: '' } },
      { 'address.street': 'required', 'address.postcode': 'required' },
    ],
    [
      { address: { ...valid.address, postcode: '1012 JS' } },
      { 'address.postcode': 'invalid-postcode' },
    ],
    [{ address: { ...valid.address, country: 'ES' } }, { 'address.country': 'invalid-country' }],
    [{ address: amsterdam }, {}],
    [
      { deliverySameAsBilling: false },
      {
        'delivery.street': 'required',
        'delivery.houseNumber': 'required',
        'delivery.postcode': 'required',
        'delivery.city': 'required',
      },
    ],
    [{ deliverySameAsBilling: false, delivery: amsterdam }, {}],
    [{ delivery: { ...amsterdam, country: 'XX' } }, {}],
    [{ lastName: '' }, { lastName: 'required' }],
    [{ email: 'no-at-sign.be' }, { email: 'invalid-email' }],
    [{ password: 'short-7', confirmPassword: 'short-7' }, { password: 'password-too-short' }],
    [{ confirmPassword: 'worst-124' }, { confirmPassword: 'passwords-differ' }],
    [{ acceptTerms: false }, { acceptTerms: 'terms-required' }],
    [{ birthDate: '2027-01-01' }, { birthDate: 'invalid-date' }],
    [{ birthDate: '1990-02-30' }, { birthDate: 'invalid-date' }],
    [{ birthDate: '1990-02-03' }, {}],
  ])('%o → %o', (change, problems) => {
    expect(registrationProblems({ ...valid, ...change }, today)).toEqual(problems)
  })

  it('takes exactly 8 characters as long enough', () => {
    expect(
      registrationProblems({ ...valid, password: '12345678', confirmPassword: '12345678' }, today),
    ).toEqual({})
  })
})

describe('pastDate', () => {
  it('keeps real dates before today', () => {
    expect(pastDate('2000-02-29', today)).toBe('2000-02-29')
  })

  it.each(['2001-02-29', '2026-13-01', '22/11/1990', '', '2026-11-23'])('refuses %s', (value) => {
    expect(pastDate(value, today)).toBeNull()
  })
})

describe('asRegistrationForm', () => {
  it('types whatever a browser sent', () => {
    expect(asRegistrationForm({ firstName: 3, gender: 'robot', newsletter: 'yes' })).toEqual({
      gender: 'unspecified',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      fax: '',
      birthDate: '',
      company: '',
      vatNumber: '',
      address: { street: '', houseNumber: '', postcode: '', city: '', country: 'BE' },
      deliverySameAsBilling: true,
      delivery: { street: '', houseNumber: '', postcode: '', city: '', country: 'BE' },
      newsletter: false,
      acceptTerms: false,
    })
    expect(asRegistrationForm(null).email).toBe('')
    expect(asRegistrationForm(valid)).toEqual(valid)
  })
})

describe('newPasswordProblems', () => {
  it.each([
    [{ password: 'long-enough', confirmPassword: 'long-enough' }, {}],
    [{ password: 'short', confirmPassword: 'short' }, { password: 'password-too-short' }],
    [
      { password: 'long-enough', confirmPassword: 'long-enougH' },
      { confirmPassword: 'passwords-differ' },
    ],
    [
      { password: '', confirmPassword: 'x' },
      { password: 'password-too-short', confirmPassword: 'passwords-differ' },
    ],
  ])('%o → %o', (form, problems) => {
    expect(newPasswordProblems(form)).toEqual(problems)
  })

  it('asks for the current password when the form has that field', () => {
    const next = { password: 'long-enough', confirmPassword: 'long-enough' }
    expect(newPasswordProblems({ ...next, currentPassword: '' })).toEqual({
      currentPassword: 'password-required',
    })
    expect(newPasswordProblems({ ...next, currentPassword: 'x' })).toEqual({})
  })
})

describe('emailProblems', () => {
  it('asks for a valid address only', () => {
    expect(emailProblems({ email: 'a@b.be' })).toEqual({})
    expect(emailProblems({ email: 'a@b' })).toEqual({ email: 'invalid-email' })
  })
})
