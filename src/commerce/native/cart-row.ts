/**
 * A shopper's cart document read with one SQL statement. Every screen a shopper opens reads the
 * cart; Payload's `find` spends more time building its query than the database spends answering
 * it (docs/adr/0036). The document is the one Payload's `find` gives at depth 0, which an
 * integration test holds it to; writes still go through Payload.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { transactionDb } from '@/database/transaction-db'
import type { Cart as CartDoc } from '@/payload-types'

import type { CartOwner } from './cart-lock'
import { isoTime } from './row-values'

type LineRow = {
  id: string
  product: number | null
  quantity: number
  recipientName: string | null
  recipientEmail: string | null
  senderName: string | null
  senderEmail: string | null
  message: string | null
}

type CartRow = {
  id: number
  guest_id: string | null
  customer_id: number | null
  delivery_method: CartDoc['deliveryMethod']
  delivery_date: string | null
  country: CartDoc['country']
  terms_accepted: boolean | null
  checkout: CartDoc['checkout']
  discount_code: string | null
  discount_dropped: string | null
  gift_card_code: string | null
  merge_notice: CartDoc['mergeNotice']
  updated_at: string
  created_at: string
  lines: LineRow[]
}

const cartDoc = (row: CartRow): CartDoc => ({
  id: row.id,
  guestId: row.guest_id,
  customer: row.customer_id,
  deliveryMethod: row.delivery_method,
  deliveryDate: row.delivery_date,
  country: row.country,
  termsAccepted: row.terms_accepted,
  checkout: row.checkout,
  lines: row.lines.map(({ id, product, quantity, ...giftCard }) => ({
    id,
    product,
    quantity,
    giftCard,
  })),
  discountCode: row.discount_code,
  discountDropped: row.discount_dropped,
  giftCardCode: row.gift_card_code,
  mergeNotice: row.merge_notice,
  updatedAt: isoTime(row.updated_at),
  createdAt: isoTime(row.created_at),
})

/** The shopper's cart as Payload's `find` at depth 0 gives it, or null when there is none. */
export async function readCartRow(payload: Payload, owner: CartOwner): Promise<CartDoc | null> {
  const where =
    owner.customerId !== null
      ? sql`c.customer_id = ${owner.customerId}`
      : owner.guestId
        ? sql`c.guest_id = ${owner.guestId}`
        : null
  if (!where) return null
  const db = await transactionDb(payload)
  const { rows } = await db.execute<CartRow>(
    sql`SELECT c.id, c.guest_id, c.customer_id, c.delivery_method, c.delivery_date, c.country,
               c.terms_accepted, c.checkout, c.discount_code, c.discount_dropped,
               c.gift_card_code, c.merge_notice, c.updated_at, c.created_at,
               coalesce((SELECT json_agg(json_build_object(
                          'id', l.id, 'product', l.product_id, 'quantity', l.quantity,
                          'recipientName', l.gift_card_recipient_name,
                          'recipientEmail', l.gift_card_recipient_email,
                          'senderName', l.gift_card_sender_name,
                          'senderEmail', l.gift_card_sender_email,
                          'message', l.gift_card_message) ORDER BY l._order)
                           FROM carts_lines l WHERE l._parent_id = c.id), '[]') AS lines
          FROM carts c WHERE ${where} LIMIT 1`,
  )
  return rows[0] ? cartDoc(rows[0]) : null
}
