import { describe, expect, it } from 'vitest'

import { euros } from '@/commerce/rules/money'
import { defaultShippingRates, shippingCost } from '@/commerce/rules/shipping'

const rates = { ...defaultShippingRates, BE: { rate: 995, freeFrom: 15000 } }

describe('shippingCost', () => {
  it('charges the country’s rate for delivery', () => {
    expect(shippingCost('delivery', 'BE', euros(5000), rates)).toEqual(euros(995))
    expect(shippingCost('delivery', 'DE', euros(5000), rates)).toEqual(
      euros(defaultShippingRates.DE.rate),
    )
  })

  it('delivers free from the country’s amount on, not a cent before', () => {
    expect(shippingCost('delivery', 'BE', euros(14999), rates)).toEqual(euros(995))
    expect(shippingCost('delivery', 'BE', euros(15000), rates)).toEqual(euros(0))
  })

  it('never delivers free in a country without an amount', () => {
    const never = { ...rates, LU: { rate: 1295, freeFrom: null } }
    expect(shippingCost('delivery', 'LU', euros(1_000_000), never)).toEqual(euros(1295))
  })

  it('is free for pickup, and when a gift tier brings free delivery', () => {
    expect(shippingCost('pickup', 'BE', euros(100), rates)).toEqual(euros(0))
    expect(shippingCost('delivery', 'FR', euros(100), rates, true)).toEqual(euros(0))
  })
})
