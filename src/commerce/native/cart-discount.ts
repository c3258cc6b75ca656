/** A cart's discount code checked against its lines, its shopper and the moment. */
import type { Payload, PayloadRequest } from 'payload'

import type { Cart as CartDoc } from '@/payload-types'

import { lineTotal } from '../rules/cart-lines'
import { checkDiscount, type DiscountCheck, type DiscountLine } from '../rules/discounts'
import { saleableProduct } from './cart-reshape'
import { findDiscount } from './discount-lookup'
import { giftRecipientOf } from './gift-recipient'
import { usesBy } from './discount-uses'
import { reshapeSummary } from './reshape'

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' ? (value?.id ?? null) : (value ?? null)

/** The cart's saleable lines (products at depth 1 or more) as a discount sees them. */
export const discountLines = (doc: CartDoc): DiscountLine[] =>
  (doc.lines ?? []).flatMap((line) => {
    const product = saleableProduct(line)
    if (!product) return []
    const categoryIds = (product.categories ?? []).flatMap((category) => {
      const id = idOf(category)
      return id === null ? [] : [id]
    })
    return [
      {
        total: lineTotal(reshapeSummary(product).price, line.quantity),
        categoryIds,
        voucher: giftRecipientOf(line) !== null,
      },
    ]
  })

/** The e-mail address the shopper gave at checkout, if any: a guest's uses count by it. */
const checkoutEmail = (checkout: unknown): string | null =>
  typeof checkout === 'object' && checkout !== null && 'email' in checkout
    ? String((checkout as { email: unknown }).email)
    : null

/** Whether `code` applies to the cart now, and what it takes off. */
export async function checkCartCode(
  payload: Payload,
  doc: CartDoc,
  code: string,
  now: Date,
  req?: PayloadRequest,
): Promise<DiscountCheck> {
  const discount = await findDiscount(payload, code, req)
  const user = { customerId: idOf(doc.customer), email: checkoutEmail(doc.checkout) }
  // Only a per-customer limit needs the shopper's earlier uses.
  const uses =
    discount?.perCustomerLimit != null ? await usesBy(payload, discount.id, user, req) : 0
  return checkDiscount(discount, discountLines(doc), now, uses)
}
