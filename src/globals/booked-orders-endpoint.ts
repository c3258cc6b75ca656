import type { Endpoint, PayloadRequest } from 'payload'

import { staffRefusal } from '@/access/staff-only'
import { shopClock } from '@/commerce/rules/delivery-calendar'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A closing day as the admin's date field holds it (an instant) or as a plain day, as a day. */
const dayOf = (value: string): string | null => {
  if (DAY.test(value)) return Number.isNaN(Date.parse(value)) ? null : value
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? null : shopClock(instant).day
}

export type BookedOrder = {
  id: number
  number: string
  deliveryDate: string
  name: string
  deliveryMethod: string
}

/**
 * `GET /api/globals/delivery-calendar/booked-orders?date=…[&date=…]`, for staff: the orders (not
 * the cancelled ones) already booked for days the owner is about to close.
 */
export const bookedOrdersEndpoint: Omit<Endpoint, 'root'> = {
  path: '/booked-orders',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const refused = staffRefusal(req)
    if (refused) return refused
    const days = [
      ...new Set(
        req.searchParams
          .getAll('date')
          .map(dayOf)
          .filter((day) => day !== null),
      ),
    ]
    if (days.length === 0) return Response.json({ orders: [] })
    const { docs } = await req.payload.find({
      collection: 'orders',
      where: { and: [{ deliveryDate: { in: days } }, { status: { not_equals: 'cancelled' } }] },
      sort: ['deliveryDate', 'number'],
      limit: 200,
      pagination: false,
      depth: 0,
      req,
    })
    const orders: BookedOrder[] = docs.map((doc) => ({
      id: doc.id,
      number: doc.number,
      deliveryDate: doc.deliveryDate ?? '',
      name: `${doc.billingAddress.firstName} ${doc.billingAddress.lastName}`.trim(),
      deliveryMethod: doc.deliveryMethod ?? '',
    }))
    return Response.json({ orders })
  },
}
