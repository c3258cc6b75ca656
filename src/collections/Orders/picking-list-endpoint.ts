import type { Endpoint, PayloadRequest } from 'payload'

import type { Order as OrderDoc } from '@/payload-types'
import { readCalendarRules } from '@/commerce/native/calendar-rules'
import { reshapeOrder } from '@/commerce/native/orders'
import { isClosingDay } from '@/commerce/rules/delivery-calendar'
import { type DayOrder, pickingList, pickingListCsv } from '@/commerce/rules/picking-list'
import { escapeHtml } from '@/mail/compose'

import { pickingListPage } from './picking-list-page'
import { pickingListCsvWords } from './picking-list-words'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** An order to prepare; none for gift vouchers only, which are e-mailed. */
const toDayOrder = (doc: OrderDoc): DayOrder[] => {
  const order = reshapeOrder(doc)
  if (!order.deliveryMethod || !order.timeWindow) return []
  return [
    {
      number: order.number,
      deliveryMethod: order.deliveryMethod,
      window: order.timeWindow,
      name: `${order.billingAddress.firstName} ${order.billingAddress.lastName}`,
      phone: order.phone,
      address: order.shippingAddress,
      paymentStatus: doc.paymentStatus,
      lines: order.lines.map(({ name, unit, quantity }) => ({ name, unit, quantity })),
    },
  ]
}

const problem = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status })

/**
 * `GET /api/orders/picking-list?date=YYYY-MM-DD[&format=csv]`, for staff: the day's orders (not
 * the cancelled ones) as a printable page, or as CSV.
 */
export const pickingListEndpoint: Endpoint = {
  path: '/picking-list',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (req.user?.collection !== 'admins') return problem(403, 'Forbidden')
    const day = req.searchParams.get('date') ?? ''
    if (!DAY.test(day) || Number.isNaN(Date.parse(day))) return problem(400, 'date=YYYY-MM-DD')
    const [{ docs }, rules] = await Promise.all([
      req.payload.find({
        collection: 'orders',
        where: {
          and: [{ deliveryDate: { equals: day } }, { status: { not_equals: 'cancelled' } }],
        },
        pagination: false,
        depth: 0,
        req,
      }),
      readCalendarRules(req.payload),
    ])
    const list = pickingList(day, docs.flatMap(toDayOrder))
    const language =
      req.i18n?.language === 'fr' || req.i18n?.language === 'en' ? req.i18n.language : 'nl'
    if (req.searchParams.get('format') === 'csv')
      return new Response(pickingListCsv(list, pickingListCsvWords(language)), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="picking-list-${escapeHtml(day)}.csv"`,
        },
      })
    return new Response(pickingListPage(list, isClosingDay(day, rules), language), {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  },
}
