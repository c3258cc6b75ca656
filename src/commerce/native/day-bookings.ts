import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import {
  type BookedOrders,
  type DayCapacity,
  isFull,
  limitsDay,
  nextFreeDay,
  noOrdersBooked,
} from '../rules/day-capacity'
import type { DeliveryMethod } from '../types'
import { transactionDb } from '@/database/transaction-db'

/**
 * The orders not cancelled per day and way of handing over, between two dates (included), and
 * what they weigh: a line sold per kilo weighs its quantity, a piece its product's packed weight
 * (a line without one, such as a gift voucher, weighs nothing).
 */
export async function bookedOrders(
  payload: Payload,
  from: string,
  to: string,
  req?: PayloadRequest,
): Promise<BookedOrders> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{
    method: DeliveryMethod
    day: string
    orders: number
    kilos: string
  }>(sql`
    SELECT o.delivery_method AS method, o.delivery_date AS day, count(*)::int AS orders,
           coalesce(sum(w.kilos), 0) AS kilos
      FROM orders o
      LEFT JOIN LATERAL (
        SELECT sum(CASE WHEN l.unit = 'kg' THEN l.quantity
                        ELSE l.quantity * coalesce(p.packed_weight_grams, 0) / 1000 END) AS kilos
          FROM orders_lines l LEFT JOIN products p ON p.id = l.product_id
         WHERE l._parent_id = o.id) w ON true
     WHERE o.status <> 'cancelled' AND o.delivery_method IS NOT NULL
       AND o.delivery_date BETWEEN ${from} AND ${to}
     GROUP BY o.delivery_method, o.delivery_date`)
  const kilos: NonNullable<BookedOrders['kilos']> = { delivery: {}, pickup: {} }
  const booked: BookedOrders = { ...noOrdersBooked(), kilos }
  for (const row of rows) {
    booked[row.method][row.day] = row.orders
    kilos[row.method][row.day] = Number(row.kilos)
  }
  return booked
}

/**
 * Lets one order at a time book `method` on `date` until the transaction ends, so that two
 * shoppers cannot both take a day's last place: count and write the order after this.
 */
export async function lockDay(
  payload: Payload,
  req: PayloadRequest,
  method: DeliveryMethod,
  date: string,
): Promise<void> {
  const db = await transactionDb(payload, req)
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('day capacity'), hashtext(${`${method} ${date}`}))`,
  )
}

/**
 * Refuses an order for `method` on `date` when that day took all the orders or kilos it can,
 * telling the next day of `offered` that still takes some. Once the day is locked, the count
 * holds until the order's transaction ends: of two orders for a day's last place, one gets it.
 */
export async function takeDayPlace(
  payload: Payload,
  req: PayloadRequest,
  capacity: DayCapacity,
  method: DeliveryMethod,
  date: string,
  offered: string[],
): Promise<void> {
  if (!limitsDay(capacity, method, date)) return
  await lockDay(payload, req, method, date)
  const booked = await bookedOrders(payload, date, date, req)
  if (isFull(capacity, booked, method, date))
    throw new CommerceError('day-full', undefined, nextFreeDay(offered, date) ?? undefined)
}
