import { describe, expect, it } from 'vitest'

import { countryMatches } from '@/commerce/rules/checkout'
import {
  detailsCountry,
  isCountryCode,
  pricedCountry,
  SHOP_COUNTRY,
} from '@/commerce/rules/delivery-country'
import { euros } from '@/commerce/rules/money'
import { orderTotals, type Pricing } from '@/commerce/rules/order-totals'
import { defaultShippingRates } from '@/commerce/rules/shipping'
import { defaultVatRates } from '@/commerce/rules/vat'
import type { AddressInput, CheckoutDetails, CountryCode } from '@/commerce/types'

const pricing: Pricing = { vat: defaultVatRates, shipping: defaultShippingRates, giftTiers: [] }
const meat = (cents: number) => ({ total: euros(cents), vatClass: 'food' as const })

const address = (country: CountryCode): AddressInput => ({
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.nl',
  phone: '+31 20 123 4567',
  company: null,
  vatNumber: null,
  street: 'Damrak',
  houseNumber: '1',
  postcode: '1012 AB',
  city: 'Amsterdam',
  country,
  extraInfo: null,
})

const details = (billing: CountryCode, shipping: CountryCode | null = null): CheckoutDetails => ({
  email: 'anna@example.nl',
  phone: '+31 20 123 4567',
  billing: address(billing),
  shipping: shipping ? address(shipping) : null,
})

describe('the country an order is priced for', () => {
  it('is the delivery country, and the shop’s own for a pickup', () => {
    expect(SHOP_COUNTRY).toBe('BE')
    for (const country of ['BE', 'NL', 'FR', 'DE', 'LU'] as const) {
      expect(pricedCountry('delivery', country)).toBe(country)
      expect(pricedCountry('pickup', country)).toBe('BE')
    }
  })

  it('knows the five delivery countries and nothing else', () => {
    expect(['BE', 'NL', 'FR', 'DE', 'LU'].every(isCountryCode)).toBe(true)
    for (const other of ['be', 'GB', '', 'BEL', null, 22]) expect(isCountryCode(other)).toBe(false)
  })
})

describe('the country checkout details ask for', () => {
  it('is the delivery address’s, else the billing address’s; none for a pickup', () => {
    expect(detailsCountry(details('NL'), 'delivery')).toBe('NL')
    expect(detailsCountry(details('BE', 'DE'), 'delivery')).toBe('DE')
    expect(detailsCountry(details('NL', 'FR'), 'pickup')).toBeNull()
  })

  it('matches the cart’s country, or goes nowhere for a pickup', () => {
    expect(countryMatches(details('NL'), 'delivery', 'NL')).toBe(true)
    expect(countryMatches(details('NL'), 'delivery', 'BE')).toBe(false)
    expect(countryMatches(details('BE', 'LU'), 'delivery', 'LU')).toBe(true)
    expect(countryMatches(details('NL'), 'pickup', 'BE')).toBe(true)
  })
})

describe('an order’s totals per delivery country (the shop settings’ defaults)', () => {
  const cases: Array<[CountryCode, number, number, number]> = [
    // country, delivery rate, free from, VAT on meat
    ['BE', 995, 15000, 6],
    ['NL', 1295, 20000, 9],
    ['FR', 1495, 25000, 5.5],
    ['DE', 1495, 25000, 7],
    ['LU', 1295, 20000, 3],
  ]

  it.each(cases)(
    '%s: its delivery rate and the VAT on meat, delivery taxed with it',
    (country, rate, _freeFrom, vat) => {
      const totals = orderTotals([meat(5000)], 'delivery', country, pricing)
      const gross = 5000 + rate
      expect(totals).toMatchObject({
        shipping: euros(rate),
        total: euros(gross),
        vat: [{ rate: vat, amount: euros(Math.round((gross * vat) / (100 + vat))) }],
      })
    },
  )

  it.each(cases)('%s: free delivery from its own amount', (country, rate, freeFrom) => {
    expect(orderTotals([meat(freeFrom - 1)], 'delivery', country, pricing).shipping).toEqual(
      euros(rate),
    )
    expect(orderTotals([meat(freeFrom)], 'delivery', country, pricing).shipping).toEqual(euros(0))
  })

  it('prices a pickup in Belgium whatever delivery country the cart keeps', () => {
    for (const country of ['NL', 'FR', 'DE', 'LU'] as const)
      expect(orderTotals([meat(10600)], 'pickup', country, pricing)).toMatchObject({
        shipping: euros(0),
        vat: [{ rate: 6, amount: euros(600) }],
        total: euros(10600),
      })
  })

  it('taxes goods of the standard class, and their delivery, at the country’s standard rate', () => {
    const standard = { total: euros(1000), vatClass: 'standard' as const }
    const totals = orderTotals([standard], 'delivery', 'DE', pricing)
    expect(totals.vat).toEqual([{ rate: 19, amount: euros(Math.round((2495 * 19) / 119)) }])
  })
})

describe('the country of details for gift vouchers only', () => {
  it('is none: nothing is delivered', () => {
    expect(detailsCountry(details('NL'), null)).toBeNull()
  })
})
