import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { giveBackToGiftCard } from '@/commerce/native/gift-cards'
import { transactionDb } from '@/commerce/native/transaction-db'

import { cancelsUnpaidOrder } from './unpaid-cancellation'

/**
 * Cancelling an order that was not paid gives the amounts its gift vouchers paid back to them,
 * once. Like the stock (`restock-cancelled.ts`), the order's marks are read from the database
 * under the row's lock, never from the form, which would write back what it read.
 */
export const returnGiftCardsCancelled: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const db = await transactionDb(req.payload, req)
  const { rows } = await db.execute<{ issued: boolean | null; returned: boolean | null }>(sql`
    SELECT gift_cards_issued AS issued, gift_cards_returned AS returned
      FROM orders WHERE id = ${originalDoc.id} FOR UPDATE`)
  const returned = rows[0]?.returned === true
  const marks = { giftCardsIssued: rows[0]?.issued === true, giftCardsReturned: returned }
  const used: Array<{ giftCard?: number | { id: number } | null; amount: number }> =
    originalDoc.giftCards ?? []
  if (returned || !cancelsUnpaidOrder(data, originalDoc) || used.length === 0)
    return { ...data, ...marks }
  for (const { giftCard, amount } of used) {
    const id = typeof giftCard === 'object' ? giftCard?.id : giftCard
    if (id && amount > 0) await giveBackToGiftCard(req.payload, req, id, amount, originalDoc.id)
  }
  return { ...data, ...marks, giftCardsReturned: true }
}
