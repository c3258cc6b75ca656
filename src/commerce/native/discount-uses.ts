/**
 * Counting a discount code's uses inside the order's transaction, and giving one back when an
 * unpaid order is cancelled. The count goes up in one conditional update, so that two orders can
 * never both take the last use; that update holds the code's row lock until the order commits,
 * which also makes the per-shopper count below exact.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import { limitEmail } from '../rules/email'
import type { CartOwner } from './cart-lock'
import { transactionDb } from '@/database/transaction-db'

/** Who uses a code: the account, if signed in, and the e-mail address given at checkout. */
export type CodeUser = { customerId: number | null; email: string | null }

/** Whom a use is written down for: the account, or a guest's e-mail address. */
export function shopperKey(owner: CartOwner, email: string | null): string | null {
  if (owner.customerId !== null) return `customer:${owner.customerId}`
  const address = email ? limitEmail(email) : ''
  return address ? `email:${address}` : null
}

/** The SQL twin of `limitEmail`. */
const limited = (column: ReturnType<typeof sql>) =>
  sql`regexp_replace(lower(btrim(${column})), '[+][^@]*@', '@')`

/**
 * How often this user used the code before: uses by their account, and uses of any order (a
 * guest's or a customer's) whose checkout address or account address is theirs, `+tag` and
 * case aside. So a signed-in use and a guest checkout with the same address count together.
 */
export async function usesBy(
  payload: Payload,
  discountId: number,
  user: CodeUser,
  req?: PayloadRequest,
): Promise<number> {
  const account = user.customerId === null ? null : `customer:${user.customerId}`
  const email = user.email ? limitEmail(user.email) : null
  if (!account && !email) return 0
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ count: string }>(sql`
    WITH mine AS (
      SELECT array_remove(ARRAY[
               ${email}::varchar,
               (SELECT ${limited(sql`c.email`)} FROM customers c WHERE c.id = ${user.customerId}::int)
             ], NULL) AS emails)
    SELECT count(*) AS count
      FROM discount_uses u
      LEFT JOIN orders o ON o.id = u.order_id
      LEFT JOIN customers c ON c.id = o.customer_id
     CROSS JOIN mine
     WHERE u.discount_id = ${discountId}
       AND (u.shopper = ${account}::varchar
            OR ${limited(sql`o.email`)} = ANY(mine.emails)
            OR ${limited(sql`c.email`)} = ANY(mine.emails)
            OR (u.shopper LIKE 'email:%'
                AND ${limited(sql`substr(u.shopper, 7)`)} = ANY(mine.emails)))`)
  return Number(rows[0]?.count ?? 0)
}

/** Takes one use of the code for `orderId`, or throws why it cannot (the transaction undoes). */
export async function takeDiscountUse(
  payload: Payload,
  req: PayloadRequest,
  discount: { id: number; perCustomerLimit: number | null },
  shopper: string,
  user: CodeUser,
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
    (await usesBy(payload, discount.id, user, req)) >= discount.perCustomerLimit
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
