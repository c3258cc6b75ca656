import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import { orderTotals, type Pricing } from '../rules/order-totals'
import type { PlaceOrderInput } from '../types'
import type { CartOwner } from './cart-lock'
import type { OrderDraft } from './checkout-cart'
import { giftCardPayment } from './gift-card-checkout'
import { giftLine, orderDiscount } from './order-extras'
import type { CheckedDraft } from './order-validation'

/**
 * Step 2: the totals with the discount and gift vouchers the draft carries, and the gift it
 * earns; a total other than the one the shopper saw throws `price-changed`.
 */
export async function priceOrder(
  instance: Payload,
  req: PayloadRequest,
  draft: OrderDraft,
  checked: CheckedDraft,
  {
    owner,
    pricing,
    input,
    now,
  }: { owner: CartOwner; pricing: Pricing; input: PlaceOrderInput; now: Date },
) {
  const { lines, details } = checked
  const taken = await orderDiscount(instance, req, draft, owner, details.email, lines, now)
  const payment = await giftCardPayment(
    instance,
    req,
    draft.giftCardCode,
    orderTotals(lines, draft.deliveryMethod, draft.country, pricing, taken?.off ?? null),
  )
  if (input.expectedTotal !== undefined && input.expectedTotal !== payment.totals.total.amount)
    throw new CommerceError('price-changed')
  return { taken, payment, gift: giftLine(lines, pricing) }
}

export type PricedOrder = Awaited<ReturnType<typeof priceOrder>>
