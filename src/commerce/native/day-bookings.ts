import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { CommerceError } from '../provider'
import {
  type BookedOrders,
  capacityOn,
  type DayCapacity,
  isFull,
  nextFreeDay,
  noOrdersBooked,
} from '../rules/day-capacity'
import type { DeliveryMethod } from '../types'
import { transactionDb } from './transaction-db'

/** The orders not cancelled per day and way of handing over, between two dates (included). */
export async function bookedOrders(
  payload: Payload,
  from: string,
  to: string,
  req?: PayloadRequest,
): Promise<BookedOrders> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ method: DeliveryMethod; day: string; orders: number }>(sql`
    SELECT delivery_method AS method, delivery_date AS day, count(*)::int AS orders
      FROM orders
     WHERE status <> 'cancelled' AND delivery_method IS NOT NULL
       AND delivery_date BETWEEN ${from} AND ${to}
     GROUP BY delivery_method, delivery_date`)
  const booked = noOrdersBooked()
  for (const row of rows) booked[row.method][row.day] = row.orders
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
 * Refuses an order for `method` on `date` when that day took all the orders it can, telling the
 * next day of `offered` that still takes some. Once the day is locked, the count holds until
 * the order's transaction ends: of two orders for a day's last place, one gets it.
 */
export async function takeDayPlace(
  payload: Payload,
  req: PayloadRequest,
  capacity: DayCapacity,
  method: DeliveryMethod,
  date: string,
  offered: string[],
): Promise<void> {
  if (capacityOn(capacity, method, date) === null) return
  await lockDay(payload, req, method, date)
  const booked = await bookedOrders(payload, date, date, req)
  if (isFull(capacity, booked, method, date))
    throw new CommerceError('day-full', undefined, nextFreeDay(offered, date) ?? undefined)
}
