/**
 * Counting a discount code's uses inside the order's transaction, and giving one back when an
 * unpaid order is cancelled. The count goes up in one conditional update, so that two orders can
 * never both take the last use; that update holds the code's row lock until the order commits,
 * which also makes the per-shopper count below exact.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import type { CartOwner } from './cart-lock'
import { transactionDb } from './transaction-db'

/** Whom a code's per-customer limit counts: the account, or a guest's e-mail address. */
export function shopperKey(owner: CartOwner, email: string | null): string | null {
  if (owner.customerId !== null) return `customer:${owner.customerId}`
  const address = email?.trim().toLowerCase()
  return address ? `email:${address}` : null
}

/** How often this shopper used the code before. */
export async function usesBy(
  payload: Payload,
  discountId: number,
  shopper: string | null,
  req?: PayloadRequest,
): Promise<number> {
  if (!shopper) return 0
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ count: string }>(sql`
    SELECT count(*) AS count FROM discount_uses
     WHERE discount_id = ${discountId} AND shopper = ${shopper}`)
  return Number(rows[0]?.count ?? 0)
}

/** Takes one use of the code for `orderId`, or throws why it cannot (the transaction undoes). */
export async function takeDiscountUse(
  payload: Payload,
  req: PayloadRequest,
  discount: { id: number; perCustomerLimit: number | null },
  shopper: string,
  orderId: number,
): Promise<void> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE discounts SET uses = uses + 1
     WHERE id = ${discount.id} AND (usage_limit IS NULL OR uses < usage_limit)
 RETURNING id`)
  if (rows.length === 0) throw new CommerceError('discount-used-up')
  if (
    discount.perCustomerLimit !== null &&
    (await usesBy(payload, discount.id, shopper, req)) >= discount.perCustomerLimit
  )
    throw new CommerceError('discount-used-up-customer')
  await db.execute(sql`
    INSERT INTO discount_uses (discount_id, order_id, shopper, updated_at, created_at)
    VALUES (${discount.id}, ${orderId}, ${shopper}, now(), now())`)
}

/** Gives back the use an order took, if it took one; says whether it did. */
export async function returnDiscountUseOf(
  payload: Payload,
  req: PayloadRequest,
  orderId: number,
): Promise<boolean> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ discount_id: number }>(sql`
    DELETE FROM discount_uses WHERE order_id = ${orderId} RETURNING discount_id`)
  if (rows.length === 0) return false
  await db.execute(sql`
    UPDATE discounts SET uses = GREATEST(uses - 1, 0) WHERE id = ${rows[0].discount_id}`)
  return true
}
