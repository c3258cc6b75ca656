import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from './transaction-db'

/**
 * The next invoice's sequence for `year`, in the transaction that marks an order paid: the year's
 * counter row stays locked until that commits, so a rolled-back payment leaves no gap and two
 * payments at once never share a number.
 */
export async function nextInvoiceSequence(
  payload: Payload,
  req: PayloadRequest,
  year: number,
): Promise<number> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ last: number }>(sql`
    INSERT INTO invoice_sequences (year, last) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last = invoice_sequences.last + 1
    RETURNING last`)
  return Number(rows[0].last)
}
