import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { paymentReceivedMail } from '@/mail/payment-received'
import { queueMail } from '@/mail/outbox'
import type { Mail } from '@/mail/transport'
import type { Order as OrderDoc } from '@/payload-types'

import { invoicePdf } from './invoice-document'
import { reshapeOrder } from './orders'
import { transactionDb } from '@/database/transaction-db'

/**
 * Mails "payment received" with the invoice, once per order: the mark is taken with a
 * conditional update in the transaction that made the order paid, so two payments of one order
 * at once (a webhook retried, staff and webhook together) send one e-mail. The e-mail is queued
 * in that transaction and sent once it commits.
 */
export async function sendPaymentReceived(
  payload: Payload,
  req: PayloadRequest,
  doc: OrderDoc,
  send: (mail: Mail) => Promise<void> = (mail) => queueMail(payload, req, mail),
): Promise<void> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ id: number }>(
    sql`UPDATE orders SET payment_mail_sent = true
        WHERE id = ${doc.id} AND payment_mail_sent IS NOT TRUE RETURNING id`,
  )
  if (rows.length === 0) return
  const order = reshapeOrder(doc)
  const invoice = await invoicePdf(payload, order, req)
  if (!invoice) throw new Error(`Order ${doc.number} is paid but has no invoice number`)
  await send(await paymentReceivedMail(order, invoice))
}
