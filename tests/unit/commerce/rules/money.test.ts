import { describe, expect, it } from 'vitest'

import { euros, formatMoney, formatWeight, pricePerKg } from '@/commerce/rules/money'

// Intl separates French thousands and the euro sign with narrow no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it.each([
    ['nl', 1295, '€ 12,95'],
    ['nl', 123456, '€ 1.234,56'],
    ['nl', 5, '€ 0,05'],
    ['fr', 1295, '12,95 €'],
    ['fr', 123456, '1 234,56 €'],
    ['en', 1295, '€12.95'],
    ['en', 123456, '€1,234.56'],
    ['en', 0, '€0.00'],
  ] as const)('%s %i → %s', (locale, cents, text) => {
    expect(plain(formatMoney(euros(cents), locale))).toBe(text)
  })
})

describe('formatWeight', () => {
  it.each([
    ['nl', 400, '400 g'],
    ['nl', 1250, '1,25 kg'],
    ['fr', 1000, '1 kg'],
    ['fr', 3500, '3,5 kg'],
    ['en', 999, '999 g'],
    ['en', 1800, '1.8 kg'],
  ] as const)('%s %i g → %s', (locale, grams, text) => {
    expect(plain(formatWeight(grams, locale))).toBe(text)
  })
})

describe('pricePerKg', () => {
  it('is the price itself for products sold by the kilogram', () => {
    expect(pricePerKg(euros(1690), 'kg', null)).toEqual(euros(1690))
    expect(pricePerKg(euros(1690), 'kg', 500)).toEqual(euros(1690))
  })

  it('derives from the packed weight for pieces, rounded to the cent', () => {
    expect(pricePerKg(euros(1295), 'piece', 400)).toEqual(euros(3238))
    expect(pricePerKg(euros(1000), 'piece', 1000)).toEqual(euros(1000))
    expect(pricePerKg(euros(100), 'piece', 3)).toEqual(euros(33333))
  })

  it('is unknown for a piece without a usable weight', () => {
    expect(pricePerKg(euros(1295), 'piece', null)).toBeNull()
    expect(pricePerKg(euros(1295), 'piece', 0)).toBeNull()
    expect(pricePerKg(euros(1295), 'piece', -5)).toBeNull()
  })
})
