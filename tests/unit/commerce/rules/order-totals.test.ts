import { describe, expect, it } from 'vitest'

import { euros } from '@/commerce/rules/money'
import { orderTotals, type Pricing } from '@/commerce/rules/order-totals'
import { defaultShippingRates } from '@/commerce/rules/shipping'
import { defaultVatRates } from '@/commerce/rules/vat'

const pricing: Pricing = {
  vat: defaultVatRates,
  shipping: { ...defaultShippingRates, BE: { rate: 995, freeFrom: 15000 } },
  giftTiers: [
    { from: 5000, gift: 'Mustard', freeDelivery: false },
    { from: 10000, gift: 'Côte à l’os', freeDelivery: true },
  ],
}
const food = (cents: number) => ({ total: euros(cents), vatClass: 'food' as const })

describe('orderTotals', () => {
  it('adds delivery to the lines and taxes it with them', () => {
    expect(orderTotals([food(4000), food(1000)], 'delivery', 'BE', pricing)).toEqual({
      subtotal: euros(5000),
      discount: euros(0),
      shipping: euros(995),
      vat: [{ rate: 6, amount: euros(Math.round((5995 * 6) / 106)) }],
      giftCards: [],
      total: euros(5995),
    })
  })

  it('charges nothing for pickup', () => {
    const totals = orderTotals([food(5000)], 'pickup', 'BE', pricing)
    expect(totals.shipping).toEqual(euros(0))
    expect(totals.total).toEqual(euros(5000))
  })

  it('delivers free from the gift tier that brings free delivery on, not from a lower one', () => {
    expect(orderTotals([food(5000)], 'delivery', 'BE', pricing).shipping).toEqual(euros(995))
    expect(orderTotals([food(9999)], 'delivery', 'BE', pricing).shipping).toEqual(euros(995))
    expect(orderTotals([food(10000)], 'delivery', 'BE', pricing).shipping).toEqual(euros(0))
  })

  it('costs nothing when empty', () => {
    expect(orderTotals([], 'delivery', 'DE', pricing).total).toEqual(euros(0))
  })
})
