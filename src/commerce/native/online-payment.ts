/**
 * Paying a placed order online: starting a payment at the provider, and moving the order
 * forward when the provider says a payment changed (its webhook, or the shopper's return).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { log } from '@/logging/log'
import type { Order as OrderDoc } from '@/payload-types'

import type { OnlinePayments, PaymentLinks } from '../payments/online-payments'
import { euros } from '../rules/money'
import { paymentEffect } from '../rules/online-payment'
import type { Locale, Money, PaymentOption } from '../types'
import { paymentDescription } from '../shop/payment-labels'
import { transactionDb } from '@/database/transaction-db'
import { inTransaction } from '@/database/transaction'

export type OrderPaymentSetup = { online: OnlinePayments; links: PaymentLinks }

/** Locks the order's row until `req`'s transaction ends and reads it as it is now. */
export async function lockOrder(payload: Payload, req: PayloadRequest, id: number) {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute(sql`SELECT id FROM orders WHERE id = ${id} FOR UPDATE`)
  if (rows.length === 0) return null
  return payload.findByID({ collection: 'orders', id, depth: 0, req, overrideAccess: true })
}

/** Writes an order change in `req`'s transaction, recorded as made by the payment provider. */
const updateOrder = (payload: Payload, req: PayloadRequest, id: number, data: Partial<OrderDoc>) =>
  payload.update({
    collection: 'orders',
    id,
    data,
    req,
    depth: 0,
    overrideAccess: true,
    context: { changedBy: 'mollie' },
  })

/**
 * Starts a payment for the order at the provider (after the order's own transaction) and keeps
 * it as the order's current attempt; returns the provider's page where the shopper pays.
 */
export async function startOnlinePayment(
  payload: Payload,
  setup: OrderPaymentSetup,
  orderId: number,
): Promise<string> {
  const doc = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
  })
  const locale: Locale = doc.locale ?? 'nl'
  const method = doc.paymentMethod ?? ''
  const payment = await setup.online.create({
    orderId,
    description: `${paymentDescription[locale]} ${doc.number}`,
    amount: euros(doc.total),
    locale,
    method,
    redirectUrl: await setup.links.returnUrl(String(orderId), locale),
    webhookUrl: await setup.links.webhookUrl(),
  })
  await inTransaction(payload, async (req) => {
    const locked = await lockOrder(payload, req, orderId)
    if (!locked) return
    const attempts = (locked.onlinePayments ?? []).map(({ providerId, method, status }) => ({
      providerId,
      method,
      status,
    }))
    await updateOrder(payload, req, orderId, {
      onlinePayments: [...attempts, { providerId: payment.id, method, status: payment.status }],
    })
  })
  if (!payment.checkoutUrl) throw new Error(`Payment ${payment.id} has no checkout page`)
  return payment.checkoutUrl
}

/**
 * Brings the order of a payment up to date with the provider: the payment is fetched there
 * (nothing a caller sends is trusted), its order found by the payment's id kept on it, and the
 * order changed under its row lock, once, however often and in whatever order this runs.
 * An unknown payment changes nothing; the provider failing to answer throws.
 */
export async function settleOnlinePayment(
  payload: Payload,
  online: OnlinePayments,
  paymentId: string,
): Promise<void> {
  const payment = await online.get(paymentId)
  if (!payment) return
  await inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    const { rows } = await db.execute<{ order_id: number }>(sql`
      SELECT _parent_id AS order_id FROM orders_online_payments
       WHERE provider_id = ${payment.id} LIMIT 1`)
    if (rows.length === 0) return
    const order = await lockOrder(payload, req, rows[0].order_id)
    if (!order) return
    const attempts = order.onlinePayments ?? []
    const current = attempts.at(-1)?.providerId === payment.id
    const effect = paymentEffect(order, { status: payment.status, current })
    const changed = attempts.some((a) => a.providerId === payment.id && a.status !== payment.status)
    if (!effect && !changed) return
    await updateOrder(payload, req, order.id, {
      ...effect,
      onlinePayments: attempts.map(({ providerId, method, status }) => ({
        providerId,
        method,
        status: providerId === payment.id ? payment.status : status,
      })),
    })
  })
}

/** The online methods the provider enables for `amount`; none (logged) when it cannot say. */
export async function offeredOnline(
  online: OnlinePayments | null,
  amount: Money,
  locale: Locale,
): Promise<PaymentOption[]> {
  if (!online) return []
  return online.methods(amount, locale).catch((error: unknown) => {
    log().error({ err: error }, 'Listing online payment methods failed')
    return []
  })
}
