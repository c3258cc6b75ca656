import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'

import { issueGiftCard } from '@/commerce/native/gift-cards'
import { transactionDb } from '@/database/transaction-db'
import { giftCardMail } from '@/mail/gift-card'
import { queueMail } from '@/mail/outbox'
import type { Order } from '@/payload-types'

/**
 * When an order becomes paid, each gift voucher it bought (one per piece of a voucher line) gets
 * its code, and the recipient an e-mail in the order's language, queued in the same transaction.
 * Once: the order's mark is set in one conditional update, so a second paid update, at the same
 * time or later, issues nothing.
 */
export const issueGiftCardsWhenPaid: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const becamePaid =
    doc.paymentStatus === 'paid' &&
    (operation === 'create' || previousDoc?.paymentStatus !== 'paid')
  if (!becamePaid) return doc
  const voucherLines = (doc.lines ?? []).filter((line) => line.giftCard?.recipientEmail)
  if (voucherLines.length === 0) return doc
  const db = await transactionDb(req.payload, req)
  const { rows } = await db.execute(sql`
    UPDATE orders SET gift_cards_issued = true
     WHERE id = ${doc.id} AND gift_cards_issued IS NOT TRUE
 RETURNING id`)
  if (rows.length === 0) return doc

  const locale = doc.locale ?? 'nl'
  const issued = []
  for (const line of voucherLines) {
    const recipient = line.giftCard!
    for (let piece = 0; piece < line.quantity; piece++)
      issued.push(
        await issueGiftCard(req.payload, req, {
          amount: recipient.amount ?? line.unitPrice,
          orderId: doc.id,
          orderLine: line.id ?? '',
          locale,
          recipientName: recipient.recipientName ?? '',
          recipientEmail: recipient.recipientEmail ?? '',
          senderName: recipient.senderName ?? '',
          senderEmail: recipient.senderEmail ?? '',
          message: recipient.message ?? '',
        }),
      )
  }
  for (const card of issued)
    await queueMail(
      req.payload,
      req,
      await giftCardMail(
        {
          code: card.code,
          amount: card.amount,
          recipientName: card.recipientName ?? '',
          recipientEmail: card.recipientEmail ?? '',
          senderName: card.senderName ?? '',
          message: card.message ?? '',
        },
        locale,
      ),
    )
  return doc
}
