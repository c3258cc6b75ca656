import { describe, expect, it } from 'vitest'

import { checkDiscount, type Discount, normalizedCode } from '@/commerce/rules/discounts'
import { giftProgress } from '@/commerce/rules/gift-tiers'
import { euros } from '@/commerce/rules/money'
import { orderTotals } from '@/commerce/rules/order-totals'
import { defaultShippingRates } from '@/commerce/rules/shipping'
import { defaultVatRates } from '@/commerce/rules/vat'

const base: Discount = {
  code: 'WINTER',
  kind: 'percentage',
  value: 10,
  validFrom: null,
  validUntil: null,
  minimumCents: null,
  usageLimit: null,
  perCustomerLimit: null,
  categoryIds: [],
  active: true,
  uses: 0,
}
const code = (change: Partial<Discount>): Discount => ({ ...base, ...change })
const line = (cents: number, ...categoryIds: number[]) => ({ total: euros(cents), categoryIds })
// Monday 23 November 2026, 10:00 in Brussels.
const now = new Date('2026-11-23T09:00:00Z')

describe('normalizedCode', () => {
  it('drops spaces around the code and ignores case', () => {
    expect(normalizedCode('  winter10 ')).toBe('WINTER10')
  })
})

describe('checkDiscount: kinds', () => {
  it('takes a percentage off, rounded to the cent once over the lines together', () => {
    // 10% of 3 × 3.33 = 0.999 → 1.00, shared out over the lines to the cent.
    const result = checkDiscount(code({}), [line(333), line(333), line(333)], now)
    expect(result).toEqual({ applies: true, off: { lines: [34, 33, 33], freeShipping: false } })
  })

  it('takes a fixed amount off, shared in proportion to the lines', () => {
    const result = checkDiscount(code({ kind: 'fixed', value: 500 }), [line(3000), line(1000)], now)
    expect(result).toEqual({ applies: true, off: { lines: [375, 125], freeShipping: false } })
  })

  it('never takes off more than the eligible lines cost', () => {
    const fixed = checkDiscount(code({ kind: 'fixed', value: 5000 }), [line(1200)], now)
    expect(fixed).toEqual({ applies: true, off: { lines: [1200], freeShipping: false } })
    const percent = checkDiscount(code({ value: 150 }), [line(1200)], now)
    expect(percent).toEqual({ applies: true, off: { lines: [1200], freeShipping: false } })
  })

  it('makes delivery free and leaves the lines alone', () => {
    const result = checkDiscount(code({ kind: 'free-shipping', value: 0 }), [line(1200)], now)
    expect(result).toEqual({ applies: true, off: { lines: [0], freeShipping: true } })
  })
})

describe('checkDiscount: refusals', () => {
  it('does not know a missing or switched-off code', () => {
    expect(checkDiscount(null, [line(100)], now)).toEqual({
      applies: false,
      problem: 'discount-unknown',
    })
    expect(checkDiscount(code({ active: false }), [line(100)], now)).toMatchObject({
      problem: 'discount-unknown',
    })
  })

  it.each([
    ['2026-11-24', null, 'discount-not-yet-valid'],
    [null, '2026-11-22', 'discount-expired'],
  ] as const)('from %s until %s: %s', (validFrom, validUntil, problem) => {
    expect(checkDiscount(code({ validFrom, validUntil }), [line(100)], now)).toMatchObject({
      applies: false,
      problem,
    })
  })

  it('works on its first and last day, in Brussels time', () => {
    const oneDay = code({ validFrom: '2026-11-23', validUntil: '2026-11-23' })
    expect(checkDiscount(oneDay, [line(100)], now).applies).toBe(true)
    // 23:30 UTC on the 22nd is already the 23rd in Brussels.
    expect(checkDiscount(oneDay, [line(100)], new Date('2026-11-22T23:30:00Z')).applies).toBe(true)
    // 23:30 UTC on the 23rd is the 24th in Brussels.
    expect(checkDiscount(oneDay, [line(100)], new Date('2026-11-23T23:30:00Z'))).toMatchObject({
      problem: 'discount-expired',
    })
    // Summer time: 22:30 UTC on 30 June is 1 July in Brussels.
    const july = code({ validFrom: '2026-07-01' })
    expect(checkDiscount(july, [line(100)], new Date('2026-06-30T22:30:00Z')).applies).toBe(true)
    expect(checkDiscount(july, [line(100)], new Date('2026-06-30T21:30:00Z'))).toMatchObject({
      problem: 'discount-not-yet-valid',
    })
  })

  it('is used up when all its uses are taken, in total or by this shopper', () => {
    expect(checkDiscount(code({ usageLimit: 5, uses: 4 }), [line(100)], now).applies).toBe(true)
    expect(checkDiscount(code({ usageLimit: 5, uses: 5 }), [line(100)], now)).toMatchObject({
      problem: 'discount-used-up',
    })
    expect(checkDiscount(code({ perCustomerLimit: 2 }), [line(100)], now, 1).applies).toBe(true)
    expect(checkDiscount(code({ perCustomerLimit: 2 }), [line(100)], now, 2)).toMatchObject({
      problem: 'discount-used-up-customer',
    })
  })

  it('says how much is missing below the minimum, counted before delivery', () => {
    const minimum = code({ minimumCents: 5000 })
    expect(checkDiscount(minimum, [line(2000), line(1500)], now)).toEqual({
      applies: false,
      problem: 'discount-minimum',
      missing: euros(1500),
    })
    expect(checkDiscount(minimum, [line(5000)], now).applies).toBe(true)
  })
})

describe('checkDiscount: categories', () => {
  const beefOnly = code({ value: 50, categoryIds: [2] })

  it('takes off only the lines of products in the categories', () => {
    expect(checkDiscount(beefOnly, [line(1000, 2, 7), line(3000, 3)], now)).toEqual({
      applies: true,
      off: { lines: [500, 0], freeShipping: false },
    })
  })

  it('caps a fixed amount at the eligible lines', () => {
    const fixed = code({ kind: 'fixed', value: 2000, categoryIds: [2] })
    expect(checkDiscount(fixed, [line(1000, 2), line(3000, 3)], now)).toEqual({
      applies: true,
      off: { lines: [1000, 0], freeShipping: false },
    })
  })

  it('does not apply to a cart without such products', () => {
    expect(checkDiscount(beefOnly, [line(1000, 3)], now)).toEqual({
      applies: false,
      problem: 'discount-not-applicable',
    })
  })
})

describe('checkDiscount: gift vouchers bought', () => {
  const voucher = (cents: number) => ({ total: euros(cents), categoryIds: [], voucher: true })

  it('never takes anything off a voucher line, nor lets one count toward the minimum', () => {
    const tenPercent = code({ kind: 'percentage', value: 10 })
    expect(checkDiscount(tenPercent, [voucher(5000), line(2000)], now)).toEqual({
      applies: true,
      off: { lines: [0, 200], freeShipping: false },
    })
    expect(checkDiscount(tenPercent, [voucher(5000)], now)).toEqual({
      applies: false,
      problem: 'discount-not-applicable',
    })
    const fixed = code({ kind: 'fixed', value: 1500 })
    expect(checkDiscount(fixed, [voucher(5000), line(1000)], now)).toEqual({
      applies: true,
      off: { lines: [0, 1000], freeShipping: false },
    })
    const minimum = code({ kind: 'percentage', value: 10, minimumCents: 3000 })
    expect(checkDiscount(minimum, [voucher(5000), line(2000)], now)).toEqual({
      applies: false,
      problem: 'discount-minimum',
      missing: euros(1000),
    })
  })

  it('keeps free delivery for the goods beside a voucher, and nothing for vouchers only', () => {
    const free = code({ kind: 'free-shipping', value: 0 })
    expect(checkDiscount(free, [voucher(5000), line(2000)], now)).toMatchObject({ applies: true })
    expect(checkDiscount(free, [voucher(5000)], now)).toMatchObject({ applies: false })
  })
})

describe('gift tiers beside gift vouchers bought', () => {
  const pricing = {
    vat: defaultVatRates,
    shipping: defaultShippingRates,
    giftTiers: [
      { from: 5000, gift: 'Mustard', freeDelivery: false },
      { from: 10000, gift: 'Côte à l’os', freeDelivery: true },
    ],
  }

  it('go by the goods only: a voucher neither earns a gift nor free delivery', () => {
    const totals = orderTotals(
      [
        { total: euros(10000), vatClass: 'standard' as const, voucher: true },
        { total: euros(3000), vatClass: 'food' as const },
      ],
      'delivery',
      'BE',
      pricing,
    )
    expect(totals.shipping).not.toEqual(euros(0))
    expect(
      giftProgress([{ total: euros(10000), voucher: true }], pricing.giftTiers).reached,
    ).toBeNull()
  })
})

describe('orderTotals with a discount', () => {
  const pricing = { vat: defaultVatRates, shipping: defaultShippingRates, giftTiers: [] }
  const lines = [
    { total: euros(4000), vatClass: 'food' as const },
    { total: euros(2000), vatClass: 'standard' as const },
  ]

  it('lowers the total and the VAT of the discounted lines', () => {
    const totals = orderTotals(lines, 'pickup', 'BE', pricing, {
      lines: [1000, 0],
      freeShipping: false,
    })
    expect(totals.discount).toEqual(euros(1000))
    expect(totals.total).toEqual(euros(5000))
    // 6% in 30.00 and 21% in 20.00.
    expect(totals.vat).toEqual([
      { rate: 6, amount: euros(170) },
      { rate: 21, amount: euros(347) },
    ])
  })

  it('takes the delivery cost off for free shipping', () => {
    const totals = orderTotals(lines, 'delivery', 'BE', pricing, {
      lines: [0, 0],
      freeShipping: true,
    })
    expect(totals.shipping).toEqual(euros(995))
    expect(totals.discount).toEqual(euros(995))
    expect(totals.total).toEqual(euros(6000))
  })
})
