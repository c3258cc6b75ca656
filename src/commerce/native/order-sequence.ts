import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from '@/database/transaction-db'

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
