import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import { detailsCountry, SHOP_COUNTRY } from '../rules/delivery-country'
import { orderTotals } from '../rules/order-totals'
import type { PhoneOrder, PhoneOrderQuote } from '../rules/phone-order'
import type { OrderTotals, PlacedOrder } from '../types'
import type { CartOwner } from './cart-lock'
import type { PlaceOrder } from './order-placement'
import { snapshotLines } from './order-validation'
import { type OrderDraft, readCheckoutProducts } from './checkout-cart'
import { ownerKey } from './order-access'
import { readPricing } from '../shop/pricing'
import { transactionDb } from '@/database/transaction-db'

/**
 * Holds one phone order form until the transaction of `req` ends: the same form sent twice waits
 * here, then finds its order (what the cart's row lock does for the shop's checkout).
 */
async function lockAttempt(payload: Payload, req: PayloadRequest, key: string) {
  const db = await transactionDb(payload, req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`phone-order:${key}`}))`)
}

/** The products the owner named, in the order's language; throws for one the shop does not sell. */
async function draftLines(
  payload: Payload,
  req: PayloadRequest | undefined,
  order: Pick<PhoneOrder, 'lines' | 'locale'>,
): Promise<OrderDraft['lines']> {
  const ids = order.lines.map((line) => line.productId)
  const products = await readCheckoutProducts(payload, req, ids, order.locale)
  return order.lines.map(({ productId, quantity }) => {
    const product = products.get(productId)
    // A gift voucher needs its recipient's details: it is bought in the shop, not by phone.
    if (!product || product.giftCardCents !== null) throw new CommerceError('product-unavailable')
    return { product, quantity, giftCard: null }
  })
}

/**
 * Orders the owner takes by phone, placed by the shop's own order placement (`place`): the same
 * prices, VAT, delivery costs, calendar, stock and confirmation e-mail as an order from the shop.
 * What the shop keeps on a cart (lines, date, details, the terms) comes from the owner's form.
 */
export function nativePhoneOrders(payload: () => Promise<Payload>, place: PlaceOrder) {
  return {
    /**
     * What the order comes to before it is placed, priced as `place` prices it (the calendar,
     * stock and payment are checked when it is placed).
     */
    async quote(order: PhoneOrderQuote): Promise<OrderTotals> {
      const instance = await payload()
      const [pricing, lines] = await Promise.all([
        readPricing(instance, order.locale),
        draftLines(instance, undefined, order),
      ])
      const draft = { deliveryMethod: order.method, country: order.country, lines }
      return orderTotals(snapshotLines(draft, pricing), order.method, order.country, pricing)
    },

    async place(order: PhoneOrder): Promise<PlacedOrder> {
      const instance = await payload()
      // Somebody without an account is a guest of this one order: its confirmation e-mail's link
      // opens it.
      const owner: CartOwner =
        order.customerId !== null
          ? { customerId: order.customerId, guestId: null }
          : { customerId: null, guestId: order.attempt }
      return place(
        {
          owner,
          locale: order.locale,
          async lock(req) {
            await lockAttempt(instance, req, `${ownerKey(owner)}:${order.attempt}`)
            return {
              deliveryMethod: order.method,
              deliveryDate: order.date,
              country: detailsCountry(order.details, order.method) ?? SHOP_COUNTRY,
              // The owner read the terms out or pointed the customer to them on the phone.
              termsAccepted: true,
              checkout: order.details,
              discountCode: null,
              giftCardCode: null,
              lines: await draftLines(instance, req, order),
            }
          },
        },
        { paymentMethod: order.paymentMethod, idempotencyKey: order.attempt },
      )
    },
  }
}
