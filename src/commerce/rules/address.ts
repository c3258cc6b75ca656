import type { CountryCode } from '../types'
import { isEmail, normalizeEmail } from './email'

export const COUNTRIES: CountryCode[] = ['BE', 'NL', 'FR', 'DE', 'LU']

/** Postcodes as each delivery country writes them. */
const postcodePatterns: Record<CountryCode, RegExp> = {
  BE: /^[1-9]\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  LU: /^(L-)?\d{4}$/,
}

export const isPostcode = (country: CountryCode, value: string) =>
  postcodePatterns[country].test(value.trim().toUpperCase())

export type AddressForm = {
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  vatNumber: string
  street: string
  houseNumber: string
  postcode: string
  city: string
  country: string
  extraInfo: string
}

/** Message keys (namespace `addresses.problems`). */
export type AddressProblem = 'required' | 'invalid-email' | 'invalid-postcode' | 'invalid-country'

const required = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postcode',
  'city',
] as const

export function addressProblems(
  form: AddressForm,
): Partial<Record<keyof AddressForm, AddressProblem>> {
  const problems: Partial<Record<keyof AddressForm, AddressProblem>> = {}
  for (const field of required) if (!form[field].trim()) problems[field] = 'required'
  if (!problems.email && !isEmail(normalizeEmail(form.email))) problems.email = 'invalid-email'
  const country = form.country as CountryCode
  if (!COUNTRIES.includes(country)) problems.country = 'invalid-country'
  else if (!problems.postcode && !isPostcode(country, form.postcode))
    problems.postcode = 'invalid-postcode'
  return problems
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** An address form as sent by a browser, whatever it holds, with every field a string. */
export function asAddressForm(raw: unknown): AddressForm {
  const form = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  return {
    firstName: text(form.firstName),
    lastName: text(form.lastName),
    email: text(form.email),
    phone: text(form.phone),
    company: text(form.company),
    vatNumber: text(form.vatNumber),
    street: text(form.street),
    houseNumber: text(form.houseNumber),
    postcode: text(form.postcode),
    city: text(form.city),
    country: text(form.country) || 'BE',
    extraInfo: text(form.extraInfo),
  }
}
