/**
 * What a discount code and the gift tiers add to an order, inside the order's transaction: the
 * code checked again at this moment (its use is counted once the order exists), and the gift the
 * amount earns as a line at no cost.
 */
import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import { checkDiscount, type DiscountOff } from '../rules/discounts'
import { earnedGift } from '../rules/gift-line'
import type { Pricing } from '../rules/order-totals'
import type { Locale, Money } from '../types'
import type { CartOwner } from './cart-lock'
import type { CheckoutCart } from './checkout-cart'
import { findDiscount, type StoredDiscount } from './discount-lookup'
import { type CodeUser, shopperKey, usesBy } from './discount-uses'
import { readGiftNames } from './gift-names'

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
  cart: CheckoutCart,
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

/** The free gift an order of `subtotal` earns, as an order line in its language; or null. */
export async function giftLine(
  payload: Payload,
  req: PayloadRequest,
  subtotal: Money,
  pricing: Pricing,
  locale: Locale,
) {
  if (!earnedGift(subtotal, pricing.giftTiers, {}, locale)) return null
  const names = await readGiftNames(payload, locale, req)
  const gift = earnedGift(subtotal, pricing.giftTiers, names, locale)!
  return {
    product: null,
    name: gift.name,
    sku: null,
    unit: 'piece' as const,
    quantity: 1,
    unitPrice: 0,
    vatRate: 0,
    total: 0,
  }
}
