import { describe, expect, it } from 'vitest'

import { defaultShippingRates } from '@/commerce/rules/shipping'
import { defaultVatRates } from '@/commerce/rules/vat'
import { pricingOf } from '@/commerce/shop/pricing'

describe('pricingOf the shop settings', () => {
  it('takes the rates the shop owner set per country', () => {
    const pricing = pricingOf({
      vat: { ...defaultVatRates, NL: { food: 12, standard: 21 } },
      shipping: { ...defaultShippingRates, DE: { rate: 1695, freeFrom: null } },
      giftTiers: [
        { id: 'a', from: 20000, gift: 'Mosterd', freeDelivery: null },
        { id: 'b', from: 50000, gift: 'Côte à l’os', freeDelivery: true },
      ],
    })
    expect(pricing.vat.NL).toEqual({ food: 12, standard: 21 })
    expect(pricing.shipping.DE).toEqual({ rate: 1695, freeFrom: null })
    expect(pricing.shipping.NL).toEqual(defaultShippingRates.NL)
    expect(pricing.giftTiers).toEqual([
      { from: 20000, gift: 'Mosterd', freeDelivery: false },
      { from: 50000, gift: 'Côte à l’os', freeDelivery: true },
    ])
  })

  it('falls back on the defaults where settings are missing', () => {
    expect(
      pricingOf({ vat: undefined, shipping: undefined, giftTiers: undefined } as never),
    ).toEqual({
      vat: defaultVatRates,
      shipping: defaultShippingRates,
      giftTiers: [],
    })
  })
})
