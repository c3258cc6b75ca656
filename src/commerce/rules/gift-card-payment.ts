import type { Money, OrderTotals } from '../types'
import { euros } from './money'

/** A gift voucher the shopper entered, with the balance it has now. */
export type GiftCardBalance = { code: string; balance: Money }

/**
 * What the order's vouchers pay, one after the other, and what is left to pay: a voucher pays
 * the whole amount due (delivery included) at most, never below zero, and keeps the rest of its
 * balance for a later order. VAT stays as it is: a voucher is a way to pay, not a discount.
 */
export function payWithGiftCards(totals: OrderTotals, cards: GiftCardBalance[]): OrderTotals {
  let due = totals.total.amount
  const giftCards = cards.map(({ code, balance }) => {
    const used = Math.max(0, Math.min(balance.amount, due))
    due -= used
    return { code, amount: euros(used), remaining: euros(balance.amount - used) }
  })
  return { ...totals, giftCards, total: euros(due) }
}
