import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { nextInvoiceSequence } from '@/commerce/native/invoice-sequence'
import { transactionDb } from '@/commerce/native/transaction-db'
import { invoiceNumber } from '@/commerce/rules/invoice-number'
import { brusselsYear } from '@/commerce/rules/order-number'

/**
 * An order that becomes paid gets its invoice number, once. The order's row is locked and its
 * number read from the database, never from the form: a second "paid" (or an old admin form, or
 * a webhook arriving twice at once) waits for the first and keeps its number. Whether the payment
 * e-mail went out is kept from the database the same way, so that it goes out once.
 */
export const numberInvoice: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const db = await transactionDb(req.payload, req)
  const { rows } = await db.execute<{
    invoice_number: string | null
    invoice_date: string | null
    payment_mail_sent: boolean | null
  }>(
    sql`SELECT invoice_number, invoice_date, payment_mail_sent FROM orders
        WHERE id = ${originalDoc.id} FOR UPDATE`,
  )
  const kept = rows[0]
  const mail = { paymentMailSent: kept?.payment_mail_sent === true }
  if (kept?.invoice_number)
    return {
      ...data,
      ...mail,
      invoiceNumber: kept.invoice_number,
      invoiceDate: new Date(kept.invoice_date ?? Date.now()).toISOString(),
    }
  const paid = (data.paymentStatus ?? originalDoc.paymentStatus) === 'paid'
  if (!paid) return { ...data, ...mail, invoiceNumber: null, invoiceDate: null }
  const now = new Date()
  const year = brusselsYear(now)
  const number = invoiceNumber(year, await nextInvoiceSequence(req.payload, req, year))
  return { ...data, ...mail, invoiceNumber: number, invoiceDate: now.toISOString() }
}
