import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from './transaction-db'

/**
 * The next order number's sequence for `year`, in the order's transaction: the year's counter row
 * stays locked until the order is committed, so numbers have no gaps and no twins. Taken as the
 * last step of placing an order, to keep that lock short.
 */
export async function nextOrderSequence(
  payload: Payload,
  req: PayloadRequest,
  year: number,
): Promise<number> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ last: number }>(sql`
    INSERT INTO order_sequences (year, last) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last = order_sequences.last + 1
    RETURNING last`)
  return Number(rows[0].last)
}

/** Gives a just-written order its number and bank reference, in the same transaction. */
export async function numberOrder(
  payload: Payload,
  req: PayloadRequest,
  orderId: number,
  number: string,
  paymentReference: string | null,
): Promise<void> {
  const db = await transactionDb(payload, req)
  await db.execute(
    sql`UPDATE orders SET number = ${number}, payment_reference = ${paymentReference} WHERE id = ${orderId}`,
  )
}
