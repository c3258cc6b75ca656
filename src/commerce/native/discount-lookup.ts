import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { type Discount, type DiscountKind, normalizedCode } from '../rules/discounts'
import { transactionDb } from '@/database/transaction-db'

export type StoredDiscount = Discount & { id: number }

type Row = {
  id: number
  code: string
  kind: DiscountKind
  value: string | null
  active: boolean | null
  valid_from: string | null
  valid_until: string | null
  minimum_cents: string | null
  usage_limit: string | null
  per_customer_limit: string | null
  uses: string | null
  category_ids: number[] | null
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value))

/** The discount a shopper's code names (case and spaces aside), or null. */
export async function findDiscount(
  payload: Payload,
  code: string,
  req?: PayloadRequest,
): Promise<StoredDiscount | null> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<Row>(sql`
    SELECT d.id, d.code, d.kind, d.value, d.active, d.valid_from, d.valid_until, d.minimum_cents,
           d.usage_limit, d.per_customer_limit, d.uses,
           ARRAY(SELECT r.categories_id::int FROM discounts_rels r
                  WHERE r.parent_id = d.id AND r.path = 'categories' AND r.categories_id IS NOT NULL)
             AS category_ids
      FROM discounts d
     WHERE d.code = ${normalizedCode(code)}`)
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: Number(row.value ?? 0),
    active: row.active === true,
    validFrom: row.valid_from || null,
    validUntil: row.valid_until || null,
    minimumCents: numberOrNull(row.minimum_cents),
    usageLimit: numberOrNull(row.usage_limit),
    perCustomerLimit: numberOrNull(row.per_customer_limit),
    uses: Number(row.uses ?? 0),
    categoryIds: (row.category_ids ?? []).map(Number),
  }
}
