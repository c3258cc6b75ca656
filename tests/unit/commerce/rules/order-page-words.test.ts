import { describe, expect, it } from 'vitest'

import { countryName } from '@/commerce/rules/country-name'
import { formatLineQuantity } from '@/commerce/rules/money'

// French puts a no-break space before the unit; what counts here is the decimal comma.
const quantity = (...args: Parameters<typeof formatLineQuantity>) =>
  formatLineQuantity(...args).replace(/\s/g, ' ')

describe('formatLineQuantity', () => {
  it('writes a weight in the page’s number format', () => {
    expect(quantity(1.5, 'kg', 'nl')).toBe('1,5 kg')
    expect(quantity(1.5, 'kg', 'fr')).toBe('1,5 kg')
    expect(quantity(1.5, 'kg', 'en')).toBe('1.5 kg')
    expect(quantity(2, 'kg', 'nl')).toBe('2 kg')
    expect(quantity(0.5, 'kg', 'fr')).toBe('500 g')
  })

  it('counts pieces', () => {
    expect(quantity(3, 'piece', 'nl')).toBe('3 ×')
    expect(quantity(12, 'piece', 'en')).toBe('12 ×')
  })
})

describe('countryName', () => {
  it('names each delivery country in the page’s language', () => {
    expect(['BE', 'NL', 'FR', 'DE', 'LU'].map((code) => countryName(code, 'nl'))).toEqual([
      'België',
      'Nederland',
      'Frankrijk',
      'Duitsland',
      'Luxemburg',
    ])
    expect(['BE', 'NL', 'DE'].map((code) => countryName(code, 'fr'))).toEqual([
      'Belgique',
      'Pays-Bas',
      'Allemagne',
    ])
    expect(['BE', 'NL', 'LU'].map((code) => countryName(code, 'en'))).toEqual([
      'Belgium',
      'Netherlands',
      'Luxembourg',
    ])
  })
})
