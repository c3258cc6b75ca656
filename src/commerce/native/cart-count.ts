import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { itemCount } from '../rules/cart-lines'
import type { SaleUnit } from '../types'
import { type CartOwner, ownerColumn } from './cart-lock'
import { transactionDb } from '@/database/transaction-db'

/**
 * The cart badge's number in one small query: the owner's lines of products still for sale,
 * without reading and pricing the whole cart (every page asks for it).
 */
export async function countCartItems(payload: Payload, owner: CartOwner): Promise<number> {
  if (owner.customerId === null && owner.guestId === null) return 0
  const { column, value } = ownerColumn(owner)
  const db = await transactionDb(payload)
  const { rows } = await db.execute<{ unit: SaleUnit; quantity: string }>(sql`
    SELECT p.unit, l.quantity
      FROM carts c
      JOIN carts_lines l ON l._parent_id = c.id
      JOIN products p ON p.id = l.product_id AND p._status = 'published'
     WHERE c.${column} = ${value}`)
  return itemCount(rows.map((row) => ({ unit: row.unit, quantity: Number(row.quantity) })))
}
