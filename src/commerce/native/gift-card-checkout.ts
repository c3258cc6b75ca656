/** Paying an order with the cart's gift voucher, inside the order's transaction. */
import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import { payWithGiftCards } from '../rules/gift-card-payment'
import { euros } from '../rules/money'
import type { OrderTotals } from '../types'
import { findGiftCard, takeFromGiftCard } from './gift-cards'

export type GiftCardPayment = {
  /** The totals with what the voucher pays; `total` is what is left to pay. */
  totals: OrderTotals
  /** The order's record of it, for its `giftCards` field. */
  used: Array<{ giftCard: number; code: string; amount: number; remaining: number }>
}

/**
 * What the entered voucher pays of the order, from its balance now; an unknown or used-up code
 * refuses the order (the shopper keeps the cart and can take the code away).
 */
export async function giftCardPayment(
  payload: Payload,
  req: PayloadRequest,
  code: string | null,
  totals: OrderTotals,
): Promise<GiftCardPayment> {
  if (!code) return { totals, used: [] }
  const card = await findGiftCard(payload, code, req)
  if (!card) throw new CommerceError('gift-card-unknown')
  if (card.balance <= 0) throw new CommerceError('gift-card-used-up')
  const paid = payWithGiftCards(totals, [{ code: card.code, balance: euros(card.balance) }])
  const used = paid.giftCards
    .filter((use) => use.amount.amount > 0)
    .map((use) => ({
      giftCard: card.id,
      code: use.code,
      amount: use.amount.amount,
      remaining: use.remaining.amount,
    }))
  return { totals: paid, used }
}

/**
 * Takes the amounts from the vouchers for the written order. Another order may have used the
 * balance since it was read: then the voucher no longer holds the amount, and the order is
 * refused (its transaction undone).
 */
export async function takeGiftCardPayment(
  payload: Payload,
  req: PayloadRequest,
  payment: GiftCardPayment,
  orderId: number,
): Promise<void> {
  for (const use of payment.used) {
    const left = await takeFromGiftCard(payload, req, use.giftCard, use.amount, orderId)
    if (left === null) throw new CommerceError('gift-card-used-up')
  }
}
