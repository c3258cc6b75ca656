import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from '@/database/transaction-db'

/** The gap-free counters kept per year: order, invoice and credit note numbers. */
export type YearSequence = 'order_sequences' | 'invoice_sequences' | 'credit_note_sequences'

/**
 * The next number of `sequence` for `year`, in `req`'s transaction: the year's counter row stays
 * locked until that commits, so a rolled-back order or payment leaves no gap and two at once
 * never share a number. Take it as late in the transaction as possible, to keep the lock short.
 */
export async function nextInYear(
  payload: Payload,
  req: PayloadRequest,
  sequence: YearSequence,
  year: number,
): Promise<number> {
  const db = await transactionDb(payload, req)
  const table = sql.identifier(sequence)
  const { rows } = await db.execute<{ last: number }>(sql`
    INSERT INTO ${table} (year, last) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last = ${table}.last + 1
    RETURNING last`)
  return Number(rows[0].last)
}
