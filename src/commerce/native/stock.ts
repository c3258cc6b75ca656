import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from '@/database/transaction-db'

/**
 * Takes `quantity` from a product's stock in one conditional update, so that parallel orders can
 * never take more than there is: the stock left, or null (and nothing changed) when it is short. A product
 * the shop keeps selling when out of stock goes down to zero, never below. The product's latest
 * version follows, so that the admin shows the stock that is left.
 */
export async function takeStock(
  payload: Payload,
  req: PayloadRequest,
  productId: number,
  quantity: number,
): Promise<number | null> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ stock: string }>(sql`
    UPDATE products
       SET stock = GREATEST(stock - ${quantity}, 0)
     WHERE id = ${productId} AND (stock >= ${quantity} OR out_of_stock = 'backorder')
 RETURNING stock`)
  if (rows.length === 0) return null
  await db.execute(sql`
    UPDATE _products_v SET version_stock = ${rows[0].stock}
     WHERE parent_id = ${productId} AND latest = true`)
  return Number(rows[0].stock)
}

/** Puts `quantity` back into a product's stock (a cancelled order's lines). */
export async function returnStock(
  payload: Payload,
  req: PayloadRequest,
  productId: number,
  quantity: number,
): Promise<void> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ stock: string }>(sql`
    UPDATE products SET stock = stock + ${quantity} WHERE id = ${productId} RETURNING stock`)
  if (rows.length > 0)
    await db.execute(sql`
      UPDATE _products_v SET version_stock = ${rows[0].stock}
       WHERE parent_id = ${productId} AND latest = true`)
}
