import type { Payload } from 'payload'

import { type CalendarRules, defaultCalendarRules, shopClock } from '../rules/delivery-calendar'
import { cachedGlobal } from './settings-cache'

const days = (values: string[] | null | undefined, fallback: number[]) =>
  values ? values.map(Number) : fallback

/** The delivery calendar the shop owner keeps in the admin, as the calendar rules take it. */
export async function readCalendarRules(payload: Payload): Promise<CalendarRules> {
  const doc = await cachedGlobal(payload, 'delivery-calendar')
  return {
    deliveryWeekdays: days(doc.deliveryWeekdays, defaultCalendarRules.deliveryWeekdays),
    orderCutoff: doc.orderCutoff || defaultCalendarRules.orderCutoff,
    deliveryFrom: doc.deliveryFrom || defaultCalendarRules.deliveryFrom,
    deliveryUntil: doc.deliveryUntil || defaultCalendarRules.deliveryUntil,
    pickupWeekdays: days(doc.pickupWeekdays, defaultCalendarRules.pickupWeekdays),
    pickupUntil: doc.pickupUntil || defaultCalendarRules.pickupUntil,
    // A date field holds an instant; the closing day is its date in the shop's time zone.
    closedDates: (doc.closedDates ?? []).map((closed) => shopClock(new Date(closed.date)).day),
    belgianHolidays: doc.belgianHolidays ?? true,
  }
}
