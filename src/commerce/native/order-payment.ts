import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { log } from '@/logging/log'

import { type CheckoutApi, CommerceError } from '../provider'
import { paymentMethodsFor } from '../rules/checkout'
import { isOnlineMethod, mayPayAgain } from '../rules/online-payment'
import { orderPaymentDigits } from '../rules/order-number'
import { structuredCommunication } from '../rules/structured-communication'
import type { Order, Shopper } from '../types'
import {
  lockOrder,
  offeredOnline,
  type OrderPaymentSetup,
  startOnlinePayment,
} from './online-payment'
import { nativeOrders } from './orders'
import { ownPaymentLabels } from '../shop/payment-labels'
import { takeStock } from './stock'
import { transactionDb } from '@/database/transaction-db'
import { inTransaction } from '@/database/transaction'

type OrderPaymentApi = Pick<CheckoutApi, 'orderPaymentMethods' | 'payAgain'>

/**
 * Takes a cancelled order's stock again, in the transaction that reopens it: what sold out in
 * the meantime refuses the reopening.
 */
async function retakeStock(payload: Payload, req: PayloadRequest, order: Order) {
  for (const line of order.lines) {
    if (line.productId === null) continue
    const left = await takeStock(payload, req, line.productId, line.quantity)
    if (left === null) throw new CommerceError('out-of-stock')
  }
}

/** Paying a placed order (again), on Payload. */
export function nativeOrderPayments(
  payload: () => Promise<Payload>,
  setup: OrderPaymentSetup | null,
): OrderPaymentApi {
  const orders = nativeOrders(payload)
  const own = async (shopper: Shopper, orderId: string) => {
    const order = await orders.get(shopper, orderId)
    if (!order) throw new CommerceError('order-not-payable')
    return order
  }

  return {
    async orderPaymentMethods(shopper, orderId) {
      const order = await orders.get(shopper, orderId)
      if (!order) return []
      const online = await offeredOnline(setup?.online ?? null, order.total, shopper.locale)
      const offline = paymentMethodsFor(order.deliveryMethod).map((id) => ({
        id,
        label: ownPaymentLabels[id][shopper.locale],
      }))
      return [...online, ...offline]
    },

    async payAgain(shopper, orderId, method) {
      const order = await own(shopper, orderId)
      const online = isOnlineMethod(method)
      if (!paymentMethodsFor(order.deliveryMethod).includes(method) && !(online && setup))
        throw new CommerceError('payment-method-unavailable')
      const instance = await payload()
      const id = Number(orderId)
      await inTransaction(instance, async (req) => {
        const doc = await lockOrder(instance, req, id)
        const attempts = doc?.onlinePayments ?? []
        const last = attempts.at(-1)
        const state = doc && {
          status: doc.status,
          paymentStatus: doc.paymentStatus,
          online: last ? { status: last.status ?? '' } : null,
        }
        if (!doc || !state || !mayPayAgain(state)) throw new CommerceError('order-not-payable')
        const reopening = doc.status === 'cancelled'
        // A cancelled order that gave back a discount use or a voucher amount is not reopened:
        // the use may be gone and the balance spent; the shopper orders again instead.
        if (reopening && (doc.discountReturned || doc.giftCardsReturned))
          throw new CommerceError('order-not-payable')
        if (reopening) await retakeStock(instance, req, order)
        await instance.update({
          collection: 'orders',
          id,
          req,
          depth: 0,
          overrideAccess: true,
          context: { changedBy: 'shop' },
          data: {
            ...(reopening ? { status: 'pending', paymentStatus: 'pending' } : {}),
            paymentMethod: method,
            paymentReference:
              method === 'banktransfer'
                ? structuredCommunication(orderPaymentDigits(doc.number))
                : doc.paymentReference,
          },
        })
        // Its stock is taken again: a later cancellation must give it back again.
        if (reopening) {
          const db = await transactionDb(instance, req)
          await db.execute(sql`UPDATE orders SET stock_returned = false WHERE id = ${id}`)
        }
      })
      if (!online || !setup) return { kind: 'completed' }
      try {
        return { kind: 'pay', url: await startOnlinePayment(instance, setup, id) }
      } catch (error) {
        log().error({ err: error, order: order.number }, 'Starting an online payment failed')
        throw new CommerceError('payment-unavailable')
      }
    },
  }
}
