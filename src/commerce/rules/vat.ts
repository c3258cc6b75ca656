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
 * Delivery costs (`shipping`, VAT included) follow the goods they bring: they are shared among
 * the rates in proportion to each rate's goods (not the e-mailed gift vouchers), to the cent.
 */
export function includedVat(
  lines: Array<{ total: Money; vatClass: VatClass; voucher?: boolean }>,
  country: CountryCode,
  rates: VatRates,
  shipping: Money = { amount: 0, currency: 'EUR' },
): Array<{ rate: number; amount: Money }> {
  const grossByRate = new Map<number, number>()
  const goodsByRate = new Map<number, number>()
  for (const line of lines) {
    const rate = rates[country][line.vatClass]
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + line.total.amount)
    if (!line.voucher) goodsByRate.set(rate, (goodsByRate.get(rate) ?? 0) + line.total.amount)
  }
  if (shipping.amount > 0) {
    const goods = [...goodsByRate.values()].reduce((sum, gross) => sum + gross, 0)
    const standard = rates[country].standard
    if (goods === 0) grossByRate.set(standard, (grossByRate.get(standard) ?? 0) + shipping.amount)
    else
      for (const [rate, share] of shareOut(shipping.amount, goodsByRate))
        grossByRate.set(rate, grossByRate.get(rate)! + share)
  }
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({
      rate,
      amount: { amount: Math.round((gross * rate) / (100 + rate)), currency: 'EUR' as const },
    }))
}

/**
 * `amount` cents shared in proportion to `weights`, in whole cents that add up to `amount`:
 * each gets its share rounded down, and the cents left go to the largest remainders.
 */
export function shareOut<K>(amount: number, weights: Map<K, number>): Map<K, number> {
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0)
  const exact = [...weights.entries()].map(([key, weight]) => ({
    key,
    share: Math.floor((amount * weight) / total),
    remainder: (amount * weight) % total,
  }))
  let left = amount - exact.reduce((sum, part) => sum + part.share, 0)
  for (const part of [...exact].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break
    part.share += 1
    left -= 1
  }
  return new Map(exact.map((part) => [part.key, part.share]))
}
