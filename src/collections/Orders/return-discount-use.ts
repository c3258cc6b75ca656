import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { returnDiscountUseOf } from '@/commerce/native/discount-uses'
import { transactionDb } from '@/commerce/native/transaction-db'

import { cancelsUnpaidOrder } from './unpaid-cancellation'

/**
 * Cancelling an order that was not paid gives its discount code's use back, once: like the stock
 * (restock-cancelled.ts), whether it went back is read under the order's row lock, never from
 * the form.
 */
export const returnDiscountUse: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const db = await transactionDb(req.payload, req)
  const { rows } = await db.execute<{ discount_returned: boolean | null }>(
    sql`SELECT discount_returned FROM orders WHERE id = ${originalDoc.id} FOR UPDATE`,
  )
  const returned = rows[0]?.discount_returned === true
  if (returned || !cancelsUnpaidOrder(data, originalDoc))
    return { ...data, discountReturned: returned }
  const gaveBack = await returnDiscountUseOf(req.payload, req, originalDoc.id)
  return { ...data, discountReturned: gaveBack }
}
