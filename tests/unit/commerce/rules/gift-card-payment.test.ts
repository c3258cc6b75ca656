import { describe, expect, it } from 'vitest'

import { payWithGiftCards } from '@/commerce/rules/gift-card-payment'
import { euros } from '@/commerce/rules/money'
import type { OrderTotals } from '@/commerce/types'

/** An order of `goods` with `delivery` on top, VAT included. */
const order = (goods: number, delivery: number): OrderTotals => ({
  subtotal: euros(goods),
  discount: euros(0),
  shipping: euros(delivery),
  vat: [{ rate: 6, amount: euros(Math.round(((goods + delivery) * 6) / 106)) }],
  giftCards: [],
  total: euros(goods + delivery),
})

const card = (code: string, balance: number) => ({ code, balance: euros(balance) })

describe('paying with gift vouchers', () => {
  it('pays part of an order and leaves the rest to pay', () => {
    const paid = payWithGiftCards(order(8000, 995), [card('A', 5000)])
    expect(paid.giftCards).toEqual([{ code: 'A', amount: euros(5000), remaining: euros(0) }])
    expect(paid.total).toEqual(euros(3995))
  })

  it('pays a whole order, delivery included, and keeps the rest of the balance', () => {
    const paid = payWithGiftCards(order(3000, 995), [card('A', 5000)])
    expect(paid.giftCards).toEqual([{ code: 'A', amount: euros(3995), remaining: euros(1005) }])
    expect(paid.total).toEqual(euros(0))
  })

  it('never pays more than the order: the amount to pay stays at zero', () => {
    const paid = payWithGiftCards(order(1000, 0), [card('A', 5000), card('B', 2000)])
    expect(paid.total).toEqual(euros(0))
    expect(paid.giftCards.map((used) => [used.amount.amount, used.remaining.amount])).toEqual([
      [1000, 4000],
      [0, 2000],
    ])
  })

  it('lets a second voucher pay what the first could not', () => {
    const paid = payWithGiftCards(order(6000, 995), [card('A', 5000), card('B', 5000)])
    expect(paid.giftCards.map((used) => used.amount.amount)).toEqual([5000, 1995])
    expect(paid.total).toEqual(euros(0))
  })

  it('uses nothing of a used-up voucher, and leaves VAT and subtotal as they are', () => {
    const before = order(2000, 995)
    const paid = payWithGiftCards(before, [card('A', 0)])
    expect(paid.giftCards[0].amount).toEqual(euros(0))
    expect(paid.total).toEqual(before.total)
    expect([paid.subtotal, paid.shipping, paid.vat]).toEqual([
      before.subtotal,
      before.shipping,
      before.vat,
    ])
  })

  it('changes nothing without vouchers', () => {
    const before = order(2000, 995)
    expect(payWithGiftCards(before, [])).toEqual(before)
  })
})
