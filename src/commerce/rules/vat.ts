import type { CountryCode, Money, VatClass } from '../types'

/** VAT rates in percent by destination country and product class. */
export type VatRates = Record<CountryCode, Record<VatClass, number>>

/**
 * Rates for distance sales under the EU OSS scheme (2026): the reduced rate for food and the
 * standard rate, per destination country. The defaults of the shop settings, where the shop owner
 * keeps them up to date.
 */
export const defaultVatRates: VatRates = {
  BE: { food: 6, standard: 21 },
  NL: { food: 9, standard: 21 },
  FR: { food: 5.5, standard: 20 },
  DE: { food: 7, standard: 19 },
  LU: { food: 3, standard: 17 },
}

/**
 * The VAT contained in prices that include it, per rate: lines with the same rate are added up
 * first and the tax is rounded once per rate, as an invoice shows it. Rates in ascending order.
 */
export function includedVat(
  lines: Array<{ total: Money; vatClass: VatClass }>,
  country: CountryCode,
  rates: VatRates,
): Array<{ rate: number; amount: Money }> {
  const grossByRate = new Map<number, number>()
  for (const line of lines) {
    const rate = rates[country][line.vatClass]
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + line.total.amount)
  }
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({
      rate,
      amount: { amount: Math.round((gross * rate) / (100 + rate)), currency: 'EUR' as const },
    }))
}
