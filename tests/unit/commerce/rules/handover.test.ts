import { describe, expect, it } from 'vitest'

import {
  cartGoodsSubtotal,
  goodsSubtotal,
  handoverOf,
  needsHandover,
} from '@/commerce/rules/handover'
import { euros } from '@/commerce/rules/money'
import { orderTotals, type Pricing } from '@/commerce/rules/order-totals'
import { defaultShippingRates } from '@/commerce/rules/shipping'
import { defaultVatRates, includedVat } from '@/commerce/rules/vat'
import type { CartLine } from '@/commerce/types'

const pricing: Pricing = {
  vat: defaultVatRates,
  shipping: { ...defaultShippingRates, BE: { rate: 995, freeFrom: 15000 } },
  giftTiers: [
    { from: 5000, gift: 'Mustard', freeDelivery: false },
    { from: 20000, gift: 'Côte à l’os', freeDelivery: true },
  ],
}
const meat = (cents: number) => ({ total: euros(cents), vatClass: 'food' as const })
const voucher = (cents: number) => ({
  total: euros(cents),
  vatClass: 'standard' as const,
  voucher: true,
})

const recipient = {
  recipientName: 'Marie',
  recipientEmail: 'marie@example.be',
  senderName: 'Jan',
  senderEmail: 'jan@example.be',
  message: '',
}
const cartLine = (cents: number, giftCard: CartLine['giftCard'] = null) =>
  ({ id: String(cents), lineTotal: euros(cents), giftCard }) as CartLine

describe('what is handed over', () => {
  it('hands over goods, and nothing for vouchers only or an empty order', () => {
    expect(needsHandover([meat(100)])).toBe(true)
    expect(needsHandover([voucher(5000), meat(100)])).toBe(true)
    expect(needsHandover([voucher(5000), voucher(2500)])).toBe(false)
    expect(needsHandover([])).toBe(false)
  })

  it('counts the goods only', () => {
    expect(goodsSubtotal([voucher(5000), meat(1200), meat(800)])).toEqual(euros(2000))
    expect(goodsSubtotal([voucher(5000)])).toEqual(euros(0))
  })

  it('takes a cart line with a recipient for a voucher', () => {
    const vouchers = { lines: [cartLine(5000, recipient)], deliveryMethod: 'delivery' as const }
    const mixed = {
      lines: [cartLine(5000, recipient), cartLine(1500)],
      deliveryMethod: 'pickup' as const,
    }
    expect(handoverOf(vouchers)).toBeNull()
    expect(handoverOf(mixed)).toBe('pickup')
    expect(handoverOf({ lines: [], deliveryMethod: 'delivery' })).toBeNull()
    expect(cartGoodsSubtotal(mixed)).toEqual(euros(1500))
  })
})

describe('orderTotals with gift vouchers', () => {
  it('charges no delivery for vouchers only, whichever method the cart holds', () => {
    for (const method of ['delivery', 'pickup'] as const) {
      const totals = orderTotals([voucher(5000)], method, 'BE', pricing)
      expect(totals.shipping).toBeNull()
      expect(totals.total).toEqual(euros(5000))
      expect(totals.vat).toEqual([{ rate: 21, amount: euros(Math.round((5000 * 21) / 121)) }])
    }
  })

  it('charges delivery for the meat of a mixed cart, taxed with the meat only', () => {
    const totals = orderTotals([voucher(5000), meat(4000)], 'delivery', 'BE', pricing)
    expect(totals.shipping).toEqual(euros(995))
    expect(totals.total).toEqual(euros(9995))
    expect(totals.vat).toEqual([
      { rate: 6, amount: euros(Math.round((4995 * 6) / 106)) },
      { rate: 21, amount: euros(Math.round((5000 * 21) / 121)) },
    ])
  })

  it('counts the meat, not the vouchers, towards free delivery', () => {
    // €140 of meat and a €50 voucher: €190, but the meat stays under the €150 threshold.
    expect(orderTotals([meat(14000), voucher(5000)], 'delivery', 'BE', pricing).shipping).toEqual(
      euros(995),
    )
    expect(orderTotals([meat(15000), voucher(5000)], 'delivery', 'BE', pricing).shipping).toEqual(
      euros(0),
    )
  })

  it('counts the meat, not the vouchers, towards the premium tier’s free delivery', () => {
    const noThreshold = {
      ...pricing,
      shipping: { ...pricing.shipping, BE: { rate: 995, freeFrom: null } },
    }
    expect(
      orderTotals([meat(19000), voucher(5000)], 'delivery', 'BE', noThreshold).shipping,
    ).toEqual(euros(995))
    expect(
      orderTotals([meat(20000), voucher(5000)], 'delivery', 'BE', noThreshold).shipping,
    ).toEqual(euros(0))
  })

  it('keeps pickup free in a mixed cart', () => {
    expect(orderTotals([meat(1000), voucher(5000)], 'pickup', 'BE', pricing).shipping).toEqual(
      euros(0),
    )
  })
})

describe('includedVat with gift vouchers', () => {
  it('shares delivery among the rates of the goods, not of the vouchers', () => {
    const vat = includedVat([meat(1000), voucher(9000)], 'BE', defaultVatRates, euros(995))
    expect(vat).toEqual([
      { rate: 6, amount: euros(Math.round((1995 * 6) / 106)) },
      { rate: 21, amount: euros(Math.round((9000 * 21) / 121)) },
    ])
  })
})
