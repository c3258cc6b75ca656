import type { CountryCode } from '../types'

/** A VAT number as the shop keeps it: upper case, without spaces, dots and dashes. */
export const normalizeVatNumber = (value: string): string =>
  value.toUpperCase().replace(/[\s.-]/g, '')

/** The VAT numbers of the countries the shop delivers to, country code first. */
const vatPatterns: Record<CountryCode, RegExp> = {
  BE: /^BE[01]\d{9}$/,
  NL: /^NL\d{9}B\d{2}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  DE: /^DE\d{9}$/,
  LU: /^LU\d{8}$/,
}

/** A Belgian number's last two digits are 97 minus its first eight modulo 97. */
const belgianCheckHolds = (digits: string) =>
  97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8))

/** Whether a VAT number is written as one of a delivery country's (spaces, dots, dashes allowed). */
export function isVatNumber(value: string): boolean {
  const vat = normalizeVatNumber(value)
  const country = vat.slice(0, 2)
  if (!Object.hasOwn(vatPatterns, country)) return false
  if (!vatPatterns[country as CountryCode].test(vat)) return false
  return country !== 'BE' || belgianCheckHolds(vat.slice(2))
}
