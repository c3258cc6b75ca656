import type { Money } from '../types'

/**
 * nopCommerce sends amounts as text formatted for the customer's language ("€12,95",
 * "1.234,56 €", "€1,234.56", "-€5,00") and, on some models, as a decimal value as well.
 * The last separator followed by one or two digits at the end is the decimal one.
 */
export function nopAmountToCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0
  if (typeof value === 'number') return Math.round(value * 100)
  const negative = /^\s*[-−(]|-\s*$/.test(value) || /-\s*[€\d]/.test(value)
  const digits = value.replace(/[^\d.,]/g, '')
  if (!/\d/.test(digits)) return 0
  const decimal = /[.,](\d{1,2})$/.exec(digits)
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '')
  const cents = Number(whole || '0') * 100 + (decimal ? Number(decimal[1].padEnd(2, '0')) : 0)
  return negative ? -cents : cents
}

export const euros = (value: string | number | null | undefined): Money => ({
  amount: nopAmountToCents(value),
  currency: 'EUR',
})

/** Cents as the plain decimal the plugin reads in request bodies ("12.95"). */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2)
