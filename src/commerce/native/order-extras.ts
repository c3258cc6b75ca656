/**
 * What a discount code and the gift tiers add to an order, inside the order's transaction: the
 * code checked again at this moment (its use is counted once the order exists), and the gift the
 * amount earns as a line at no cost.
 */
import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import { checkDiscount, type DiscountOff } from '../rules/discounts'
import { giftProgress } from '../rules/gift-tiers'
import type { HandoverLine } from '../rules/handover'
import type { Pricing } from '../rules/order-totals'
import type { Money } from '../types'
import type { CartOwner } from './cart-lock'
import type { OrderDraft } from './checkout-cart'
import { findDiscount, type StoredDiscount } from './discount-lookup'
import { type CodeUser, shopperKey, usesBy } from './discount-uses'

export type OrderDiscount = {
  discount: StoredDiscount
  off: DiscountOff
  shopper: string
  user: CodeUser
}

/** The cart's code as the order takes it, or null without one; throws when it no longer applies. */
export async function orderDiscount(
  payload: Payload,
  req: PayloadRequest,
  cart: OrderDraft,
  owner: CartOwner,
  email: string,
  lines: Array<{ total: Money; voucher: boolean; product: { categoryIds: number[] } }>,
  now: Date,
): Promise<OrderDiscount | null> {
  if (!cart.discountCode) return null
  const discount = await findDiscount(payload, cart.discountCode, req)
  const shopper = shopperKey(owner, email) ?? `email:${email}`
  const user = { customerId: owner.customerId, email }
  const uses =
    discount?.perCustomerLimit != null ? await usesBy(payload, discount.id, user, req) : 0
  const check = checkDiscount(
    discount,
    lines.map((line) => ({
      total: line.total,
      categoryIds: line.product.categoryIds,
      voucher: line.voucher,
    })),
    now,
    uses,
  )
  if (!check.applies) throw new CommerceError(check.problem, check.missing)
  return { discount: discount!, off: check.off, shopper, user }
}

/**
 * The free gift the order's goods earn, as an order line named in the language `pricing` was read
 * in (the order's); or null below the first tier.
 */
export function giftLine(lines: ReadonlyArray<HandoverLine>, pricing: Pricing) {
  const { reached } = giftProgress(lines, pricing.giftTiers)
  if (!reached) return null
  return {
    product: null,
    name: reached.gift,
    sku: null,
    unit: 'piece' as const,
    quantity: 1,
    unitPrice: 0,
    vatRate: 0,
    total: 0,
  }
}
