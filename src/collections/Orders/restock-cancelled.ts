import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { returnStock } from '@/commerce/native/stock'
import { transactionDb } from '@/commerce/native/transaction-db'

import { cancelsUnpaidOrder } from './unpaid-cancellation'

/**
 * Cancelling an order that was not paid puts its stock back, once. The order's row is locked and
 * whether its stock went back is read from the database, never from the form: Payload writes
 * every field of the document it read, and a second cancellation (or an old admin form) would
 * otherwise undo the mark.
 */
export const restockCancelled: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const db = await transactionDb(req.payload, req)
  const { rows } = await db.execute<{ stock_returned: boolean | null }>(
    sql`SELECT stock_returned FROM orders WHERE id = ${originalDoc.id} FOR UPDATE`,
  )
  const returned = rows[0]?.stock_returned === true
  if (returned || !cancelsUnpaidOrder(data, originalDoc))
    return { ...data, stockReturned: returned }
  for (const line of originalDoc.lines ?? []) {
    const product = typeof line.product === 'object' ? line.product?.id : line.product
    if (product) await returnStock(req.payload, req, product, line.quantity)
  }
  return { ...data, stockReturned: true }
}
