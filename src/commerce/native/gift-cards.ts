/**
 * Gift voucher balances in SQL: a balance changes only in one conditional update (never below
 * zero, whatever runs at the same time), and every change is recorded as a transaction.
 */
import { randomInt } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { newGiftCardCode } from '../rules/gift-card-code'
import type { GiftCardRecipient, Locale } from '../types'
import { transactionDb } from '@/database/transaction-db'

export type StoredGiftCard = { id: number; code: string; balance: number }

/** The voucher with this code (as the shop writes codes), or null. */
export async function findGiftCard(
  payload: Payload,
  code: string,
  req?: PayloadRequest,
): Promise<StoredGiftCard | null> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ id: number; code: string; balance: string }>(
    sql`SELECT id, code, balance FROM gift_cards WHERE code = ${code}`,
  )
  const [row] = rows
  return row ? { id: row.id, code: row.code, balance: Number(row.balance) } : null
}

type Change = {
  giftCardId: number
  kind: 'issued' | 'redeemed' | 'returned'
  amount: number
  balanceAfter: number
  orderId: number
}

const record = (payload: Payload, req: PayloadRequest, change: Change) =>
  payload.create({
    collection: 'gift-card-transactions',
    data: {
      giftCard: change.giftCardId,
      kind: change.kind,
      amount: change.amount,
      balanceAfter: change.balanceAfter,
      order: change.orderId,
    },
    depth: 0,
    req,
    overrideAccess: true,
  })

/**
 * Takes `amount` from the voucher for an order, in the order's transaction: the balance left, or
 * null (and nothing changed) when the voucher no longer holds that much.
 */
export async function takeFromGiftCard(
  payload: Payload,
  req: PayloadRequest,
  giftCardId: number,
  amount: number,
  orderId: number,
): Promise<number | null> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ balance: string }>(sql`
    UPDATE gift_cards SET balance = balance - ${amount}, updated_at = now()
     WHERE id = ${giftCardId} AND ${amount} > 0 AND balance >= ${amount}
 RETURNING balance`)
  if (rows.length === 0) return null
  const balanceAfter = Number(rows[0].balance)
  await record(payload, req, {
    giftCardId,
    kind: 'redeemed',
    amount: -amount,
    balanceAfter,
    orderId,
  })
  return balanceAfter
}

/** Gives an order's amount back to the voucher it was taken from. */
export async function giveBackToGiftCard(
  payload: Payload,
  req: PayloadRequest,
  giftCardId: number,
  amount: number,
  orderId: number,
): Promise<void> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ balance: string }>(sql`
    UPDATE gift_cards SET balance = balance + ${amount}, updated_at = now()
     WHERE id = ${giftCardId}
 RETURNING balance`)
  if (rows.length === 0) return
  const balanceAfter = Number(rows[0].balance)
  await record(payload, req, { giftCardId, kind: 'returned', amount, balanceAfter, orderId })
}

export type NewGiftCard = GiftCardRecipient & {
  amount: number
  orderId: number
  orderLine: string
  locale: Locale
}

/** A new voucher with a fresh code and its full value as balance, in the order's transaction. */
export async function issueGiftCard(payload: Payload, req: PayloadRequest, card: NewGiftCard) {
  const doc = await payload.create({
    collection: 'gift-cards',
    data: {
      code: newGiftCardCode(randomInt),
      amount: card.amount,
      balance: card.amount,
      currency: 'EUR',
      order: card.orderId,
      orderLine: card.orderLine,
      locale: card.locale,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      senderName: card.senderName,
      senderEmail: card.senderEmail,
      message: card.message,
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
  await record(payload, req, {
    giftCardId: doc.id,
    kind: 'issued',
    amount: card.amount,
    balanceAfter: card.amount,
    orderId: card.orderId,
  })
  return doc
}
