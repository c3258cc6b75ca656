import { giveBackToGiftCard } from '@/commerce/native/gift-cards'

import type { OrderStep } from './order-marks'
import { cancelsOrder } from './cancellation'

/** Cancelling an order gives the amounts its gift vouchers paid back, once. */
export const returnGiftCardsCancelled: OrderStep = async ({ data, originalDoc, req, marks }) => {
  const kept = {
    giftCardsIssued: marks.giftCardsIssued,
    giftCardsReturned: marks.giftCardsReturned,
  }
  const used = originalDoc.giftCards ?? []
  if (marks.giftCardsReturned || !cancelsOrder(data, originalDoc) || used.length === 0) return kept
  for (const { giftCard, amount } of used) {
    const id = typeof giftCard === 'object' ? giftCard?.id : giftCard
    if (id && amount > 0) await giveBackToGiftCard(req.payload, req, id, amount, originalDoc.id)
  }
  return { ...kept, giftCardsReturned: true }
}
