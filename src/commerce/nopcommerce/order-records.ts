/**
 * The storefront's records of the orders it placed in nopCommerce (the `nop-order-records`
 * collection): one per attempt, claimed before ConfirmOrder is sent, so that two submits of one
 * attempt send it once, and a resent attempt finds its order.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { NopOrderRecord as RecordDoc } from '@/payload-types'

import { transactionDb } from '@/database/transaction-db'
import { isLocale } from '@/i18n/locales'
import type { DeliveryMethod } from '../types'
import { openSession, sealSession } from './order-access'
import type { KeptOrder, NopOrderDetails } from './order-reshape'

export type NopOrderRecord = {
  id: number
  /** claimed: an attempt is placing it; uncertain: nopCommerce did not answer ConfirmOrder. */
  stage: RecordDoc['stage']
  nopOrderId: number | null
  number: string | null
  kept: KeptOrder | null
  /** The nopCommerce session that placed the order, which alone may read it there. */
  session: string | null
  /** Order/Details as last read. */
  lastSeen: NopOrderDetails | null
  createdAt: string
  updatedAt: string
}

/** What the storefront keeps once nopCommerce placed the order. */
export type PlacedRecord = {
  nopOrderId: number
  kept: KeptOrder
  session: string
}

const methods: DeliveryMethod[] = ['delivery', 'pickup']

/** What a placed record kept; no method (nor date) for an order of gift vouchers only. */
function keptOf(doc: RecordDoc): KeptOrder | null {
  const { locale, deliveryMethod, deliveryDate, paymentMethod } = doc
  if (!isLocale(locale)) return null
  const method = deliveryMethod && methods.includes(deliveryMethod) ? deliveryMethod : null
  return {
    locale,
    deliveryMethod: method,
    deliveryDate: method ? (deliveryDate ?? '') : null,
    paymentMethod: paymentMethod ?? '',
  }
}

const isDetails = (value: unknown): value is NopOrderDetails =>
  typeof value === 'object' && value !== null && 'customOrderNumber' in value

export function nopOrderRecords(payload: () => Promise<Payload>) {
  const recordOf = (instance: Payload, doc: RecordDoc): NopOrderRecord => ({
    id: doc.id,
    stage: doc.stage,
    nopOrderId: doc.nopOrderId ?? null,
    number: doc.number ?? null,
    kept: keptOf(doc),
    session: openSession(instance.secret, doc.sealedSession),
    lastSeen: isDetails(doc.lastSeen) ? doc.lastSeen : null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  })

  async function findOne(where: Record<string, { equals: unknown }>) {
    const instance = await payload()
    const { docs } = await instance.find({
      collection: 'nop-order-records',
      where,
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return docs[0] ? recordOf(instance, docs[0]) : null
  }

  const update = async (id: number, data: Partial<RecordDoc>) => {
    const instance = await payload()
    const doc = await instance.update({
      collection: 'nop-order-records',
      id,
      data,
      depth: 0,
      overrideAccess: true,
    })
    return recordOf(instance, doc)
  }

  return {
    byKey: (key: string) => findOne({ idempotencyKey: { equals: key } }),

    byOrderId: (nopOrderId: number) => findOne({ nopOrderId: { equals: nopOrderId } }),

    /** The placed records of some orders, by their nopCommerce ids. */
    async byOrderIds(ids: number[]): Promise<Map<number, NopOrderRecord>> {
      if (ids.length === 0) return new Map()
      const instance = await payload()
      const { docs } = await instance.find({
        collection: 'nop-order-records',
        where: { nopOrderId: { in: ids } },
        limit: ids.length,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return new Map(docs.map((doc) => [doc.nopOrderId!, recordOf(instance, doc)]))
    },

    /**
     * Claims the attempt's key for this call (the unique key decides between parallel submits);
     * null when another call holds it.
     */
    async claim(key: string): Promise<NopOrderRecord | null> {
      const instance = await payload()
      const db = await transactionDb(instance)
      const { rows } = await db.execute<{ id: number }>(
        sql`INSERT INTO nop_order_records (idempotency_key, stage) VALUES (${key}, 'claimed')
            ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      )
      return rows[0] ? findOne({ id: { equals: rows[0].id } }) : null
    },

    /**
     * Takes over an attempt whose placing ended without an answer, or stopped: claimed again for
     * this call, unless another call took it over first (its record changed since it was read).
     */
    async takeOver(record: NopOrderRecord): Promise<boolean> {
      const instance = await payload()
      const db = await transactionDb(instance)
      const { rows } = await db.execute(
        sql`UPDATE nop_order_records SET stage = 'claimed', updated_at = now()
            WHERE id = ${record.id} AND nop_order_id IS NULL
              AND updated_at = ${record.updatedAt}::timestamptz
            RETURNING id`,
      )
      return rows.length > 0
    },

    /** nopCommerce did not answer ConfirmOrder: it may have placed the order, or not. */
    uncertain: (id: number) => update(id, { stage: 'uncertain' }),

    /** Lets go of an attempt nopCommerce refused, so that the shopper can try it again. */
    async release(id: number) {
      const instance = await payload()
      await instance.delete({ collection: 'nop-order-records', id, overrideAccess: true })
    },

    async placed(id: number, { nopOrderId, kept, session }: PlacedRecord) {
      const instance = await payload()
      return update(id, {
        stage: 'placed',
        nopOrderId,
        ...kept,
        sealedSession: sealSession(instance.secret, session),
      })
    },

    /** Keeps the order as nopCommerce last showed it, for when no session reads it any more. */
    seen: (id: number, details: NopOrderDetails) =>
      update(id, {
        number: details.customOrderNumber,
        lastSeen: details as unknown as RecordDoc['lastSeen'],
      }),
  }
}

export type NopOrderRecords = ReturnType<typeof nopOrderRecords>
