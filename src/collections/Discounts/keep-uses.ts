import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { transactionDb } from '@/database/transaction-db'
import { normalizedCode } from '@/commerce/rules/discounts'

/**
 * The code is kept as shoppers' codes are matched (trimmed, in capitals). The count of uses is the
 * shop's alone: orders change it under the row lock, and an admin form opened before those
 * orders would otherwise write back the count it showed.
 */
export const keepUses: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const code = typeof data.code === 'string' ? normalizedCode(data.code) : data.code
  if (operation !== 'update' || !originalDoc) return { ...data, code, uses: 0 }
  const db = await transactionDb(req.payload, req)
  const { rows } = await db.execute<{ uses: number }>(
    sql`SELECT uses FROM discounts WHERE id = ${originalDoc.id} FOR UPDATE`,
  )
  return { ...data, code, uses: Number(rows[0]?.uses ?? 0) }
}
