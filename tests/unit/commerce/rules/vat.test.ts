import { describe, expect, it } from 'vitest'

import { euros } from '@/commerce/rules/money'
import { defaultVatRates, includedVat } from '@/commerce/rules/vat'
import type { CountryCode } from '@/commerce/types'

describe('includedVat', () => {
  it('takes the VAT out of prices that include it', () => {
    expect(includedVat([{ total: euros(10600), vatClass: 'food' }], 'BE', defaultVatRates)).toEqual(
      [{ rate: 6, amount: euros(600) }],
    )
    expect(
      includedVat([{ total: euros(12100), vatClass: 'standard' }], 'BE', defaultVatRates),
    ).toEqual([{ rate: 21, amount: euros(2100) }])
  })

  it.each<[CountryCode, number, number]>([
    ['BE', 6, 566],
    ['NL', 9, 826],
    ['FR', 5.5, 521],
    ['DE', 7, 654],
    ['LU', 3, 291],
  ])('food to %s is taxed at %s%%', (country, rate, vat) => {
    expect(
      includedVat([{ total: euros(10000), vatClass: 'food' }], country, defaultVatRates),
    ).toEqual([{ rate, amount: euros(vat) }])
  })

  it('adds lines of one rate up before rounding, once per rate', () => {
    // Each 1,01 € line holds 0,0572 € VAT: rounded per line that would be 3 × 6 cents.
    const lines = Array.from({ length: 3 }, () => ({
      total: euros(101),
      vatClass: 'food' as const,
    }))
    expect(includedVat(lines, 'BE', defaultVatRates)).toEqual([{ rate: 6, amount: euros(17) }])
  })

  it('lists each rate once, lowest first', () => {
    const vat = includedVat(
      [
        { total: euros(12100), vatClass: 'standard' },
        { total: euros(10600), vatClass: 'food' },
        { total: euros(10600), vatClass: 'food' },
      ],
      'BE',
      defaultVatRates,
    )
    expect(vat).toEqual([
      { rate: 6, amount: euros(1200) },
      { rate: 21, amount: euros(2100) },
    ])
  })

  it('uses the rates it is given', () => {
    const rates = { ...defaultVatRates, BE: { food: 12, standard: 21 } }
    expect(includedVat([{ total: euros(11200), vatClass: 'food' }], 'BE', rates)).toEqual([
      { rate: 12, amount: euros(1200) },
    ])
  })

  it('is empty for an empty cart', () => {
    expect(includedVat([], 'BE', defaultVatRates)).toEqual([])
  })
})

describe('includedVat with delivery costs', () => {
  it('taxes delivery at the rate of the goods it brings', () => {
    expect(
      includedVat([{ total: euros(10600), vatClass: 'food' }], 'BE', defaultVatRates, euros(1060)),
    ).toEqual([{ rate: 6, amount: euros(660) }])
  })

  it('shares delivery among the rates in proportion to their goods, to the cent', () => {
    // Goods 75 € food and 25 € standard: 9.95 € delivery is shared 7.46 € and 2.49 €.
    const vat = includedVat(
      [
        { total: euros(7500), vatClass: 'food' },
        { total: euros(2500), vatClass: 'standard' },
      ],
      'BE',
      defaultVatRates,
      euros(995),
    )
    expect(vat).toEqual([
      { rate: 6, amount: euros(Math.round(((7500 + 746) * 6) / 106)) },
      { rate: 21, amount: euros(Math.round(((2500 + 249) * 21) / 121)) },
    ])
  })

  it('taxes delivery alone at the standard rate', () => {
    expect(includedVat([], 'NL', defaultVatRates, euros(1210))).toEqual([
      { rate: 21, amount: euros(210) },
    ])
  })
})
