import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { transactionDb } from '@/database/transaction-db'
import type { Order } from '@/payload-types'

/**
 * What an order did once and must not do again (stock back, a discount use back, voucher amounts
 * back, its invoice number, its credit note, the payment e-mail), as the database holds it under
 * the row's lock: never from the form, which writes back every field it read, so that a second
 * cancellation, an old admin form or a webhook arriving twice at once waits for the first and
 * changes nothing.
 */
export type OrderMarks = {
  stockReturned: boolean
  discountReturned: boolean
  giftCardsIssued: boolean
  giftCardsReturned: boolean
  invoiceNumber: string | null
  invoiceDate: string | null
  creditNoteNumber: string | null
  creditNoteDate: string | null
  paymentMailSent: boolean
}

type MarkRow = {
  stock_returned: boolean | null
  discount_returned: boolean | null
  gift_cards_issued: boolean | null
  gift_cards_returned: boolean | null
  invoice_number: string | null
  invoice_date: string | null
  credit_note_number: string | null
  credit_note_date: string | null
  payment_mail_sent: boolean | null
}

async function lockedMarks(req: PayloadRequest, id: number): Promise<OrderMarks> {
  const db = await transactionDb(req.payload, req)
  const { rows } = await db.execute<MarkRow>(sql`
    SELECT stock_returned, discount_returned, gift_cards_issued, gift_cards_returned,
           invoice_number, invoice_date, credit_note_number, credit_note_date, payment_mail_sent
      FROM orders WHERE id = ${id} FOR UPDATE`)
  const row = rows[0]
  return {
    stockReturned: row?.stock_returned === true,
    discountReturned: row?.discount_returned === true,
    giftCardsIssued: row?.gift_cards_issued === true,
    giftCardsReturned: row?.gift_cards_returned === true,
    invoiceNumber: row?.invoice_number ?? null,
    invoiceDate: row?.invoice_date ?? null,
    creditNoteNumber: row?.credit_note_number ?? null,
    creditNoteDate: row?.credit_note_date ?? null,
    paymentMailSent: row?.payment_mail_sent === true,
  }
}

/** One step of an order's update, given the marks read under the lock: the fields it sets. */
export type OrderStep = (step: {
  data: Partial<Order>
  originalDoc: Order
  req: PayloadRequest
  marks: OrderMarks
}) => Promise<Partial<Order>>

/** Locks the order's row once per update and runs the steps in order on what it holds. */
export const underOrderLock =
  (steps: OrderStep[]): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, operation, req }) => {
    if (operation !== 'update' || !originalDoc) return data
    const marks = await lockedMarks(req, originalDoc.id)
    let next: Partial<Order> = { ...data, paymentMailSent: marks.paymentMailSent }
    for (const step of steps)
      next = { ...next, ...(await step({ data: next, originalDoc, req, marks })) }
    return next
  }
