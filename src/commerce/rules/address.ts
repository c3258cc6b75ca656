import type { AddressInput, CountryCode } from '../types'
import { withoutControlCharacters } from './control-characters'
import { isEmail, normalizeEmail } from './email'
import { asFields, asText } from './form-input'
import { isPhone } from './phone'

/** A one-line field as sent by a browser, without control characters. */
const asLine = (value: unknown) => withoutControlCharacters(asText(value))

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
  /** Optional (an address from elsewhere may hold null). */
  fax?: string | null
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
export type AddressProblem =
  | 'required'
  | 'invalid-email'
  | 'invalid-phone'
  | 'invalid-postcode'
  | 'invalid-country'

/** The postal part of an address: a street address in a country the shop delivers to. */
export type PostalForm = Pick<
  AddressForm,
  'street' | 'houseNumber' | 'postcode' | 'city' | 'country'
>

/** Problems of the postal part of an address, keyed by field. */
export function postalProblems(
  form: PostalForm,
): Partial<Record<keyof PostalForm, 'required' | 'invalid-postcode' | 'invalid-country'>> {
  const problems: ReturnType<typeof postalProblems> = {}
  for (const field of ['street', 'houseNumber', 'postcode', 'city'] as const)
    if (!form[field].trim()) problems[field] = 'required'
  const country = form.country as CountryCode
  if (!COUNTRIES.includes(country)) problems.country = 'invalid-country'
  else if (!problems.postcode && !isPostcode(country, form.postcode))
    problems.postcode = 'invalid-postcode'
  return problems
}

export function addressProblems(
  form: AddressForm,
): Partial<Record<keyof AddressForm, AddressProblem>> {
  const problems: Partial<Record<keyof AddressForm, AddressProblem>> = {}
  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const)
    if (!form[field].trim()) problems[field] = 'required'
  if (!problems.email && !isEmail(normalizeEmail(form.email))) problems.email = 'invalid-email'
  if (form.fax?.trim() && !isPhone(form.fax)) problems.fax = 'invalid-phone'
  return { ...problems, ...postalProblems(form) }
}

/** The postal part of a form as sent by a browser, whatever it holds, every field a string. */
export function asPostalForm(raw: unknown): PostalForm {
  const form = asFields(raw)
  return {
    street: asLine(form.street),
    houseNumber: asLine(form.houseNumber),
    postcode: asLine(form.postcode),
    city: asLine(form.city),
    country: asLine(form.country) || 'BE',
  }
}

/** An address form as sent by a browser, whatever it holds, with every field a string. */
export function asAddressForm(raw: unknown): AddressForm {
  const form = asFields(raw)
  return {
    firstName: asLine(form.firstName),
    lastName: asLine(form.lastName),
    email: asLine(form.email),
    phone: asLine(form.phone),
    fax: asLine(form.fax),
    company: asLine(form.company),
    vatNumber: asLine(form.vatNumber),
    ...asPostalForm(form),
    extraInfo: asText(form.extraInfo),
  }
}

/** A checked address form as an order keeps it: empty optional fields as null. */
export const addressInput = (form: AddressForm): AddressInput => ({
  ...form,
  country: form.country as CountryCode,
  fax: form.fax || null,
  company: form.company || null,
  vatNumber: form.vatNumber || null,
  extraInfo: form.extraInfo || null,
})
