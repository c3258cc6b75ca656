/**
 * One change to a cart at a time: each change runs in a database transaction that holds the
 * cart's row lock, so parallel requests of one shopper queue up instead of overwriting each other.
 */
import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/** Whose cart: a customer's, a guest's, or (both null) nobody's yet. */
export type CartOwner = { customerId: number | null; guestId: string | null }

export const ownerColumn = (owner: CartOwner) =>
  owner.customerId !== null
    ? { column: sql`customer_id`, value: owner.customerId }
    : { column: sql`guest_id`, value: owner.guestId }

/**
 * Locks the owner's cart row until the transaction of `req` ends, first creating the cart when
 * `create` says so (the unique owner column decides between parallel first changes). Returns the
 * cart's id and whether this call created it, or null when the owner has no cart and none was to
 * be created.
 */
export async function lockCart(
  payload: Payload,
  req: PayloadRequest,
  owner: CartOwner,
  create: boolean,
): Promise<{ id: number; created: boolean } | null> {
  const { column, value } = ownerColumn(owner)
  if (value === null || value === undefined || value === '') return null
  const adapter = payload.db as unknown as PostgresAdapter
  const session = adapter.sessions[String(await req.transactionID)]
  if (!session) throw new Error('lockCart needs a req inside a transaction')
  const db = session.db
  const created = create
    ? (
        await db.execute(
          sql`INSERT INTO carts (${column}) VALUES (${value})
              ON CONFLICT (${column}) DO NOTHING RETURNING id`,
        )
      ).rows.length > 0
    : false
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM carts WHERE ${column} = ${value} FOR UPDATE`,
  )
  return rows[0] ? { id: rows[0].id, created } : null
}
