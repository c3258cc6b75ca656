import type { Payload } from 'payload'

import { log } from '@/logging/log'

import type { PaymentsApi } from '../provider'
import { type OrderPaymentSetup, settleOnlinePayment } from './online-payment'
import { nativeOrders } from './orders'

/** Orders follow their online payment; without a payment provider, there is nothing to follow. */
export function nativePayments(
  payload: () => Promise<Payload>,
  setup: OrderPaymentSetup | null,
): PaymentsApi {
  const orders = nativeOrders(payload)
  return {
    async refreshPayment(shopper, orderId) {
      const order = await orders.get(shopper, orderId)
      const current = order?.payment.online
      if (!setup || !order || !current || order.paymentStatus !== 'pending') return
      if (current.status !== 'open' && current.status !== 'pending') return
      await settleOnlinePayment(await payload(), setup.online, current.id).catch((error: unknown) =>
        log().error({ err: error, order: order.number }, 'Payment check failed'),
      )
    },

    async paymentChanged(paymentId) {
      if (!setup) return
      await settleOnlinePayment(await payload(), setup.online, paymentId)
    },
  }
}
