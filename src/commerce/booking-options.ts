import type { Payload } from 'payload'

import { readCalendarRules } from './native/calendar-rules'
import {
  type CalendarRules,
  deliveryDates,
  pickupDates,
  timeWindow,
} from './rules/delivery-calendar'
import type { BookingOptions } from './types'

/** How many dates the shopper can choose from. */
const BOOKABLE_DATES = 14

/** What the shop's calendar offers at `now`: the dates per method, soonest first, and its times. */
export function bookingOptionsAt(now: Date, rules: CalendarRules): BookingOptions {
  return {
    dates: {
      delivery: deliveryDates(now, rules, BOOKABLE_DATES),
      pickup: pickupDates(now, rules, BOOKABLE_DATES),
    },
    orderCutoff: rules.orderCutoff,
    pickupUntil: rules.pickupUntil,
    windows: { delivery: timeWindow(rules, 'delivery'), pickup: timeWindow(rules, 'pickup') },
  }
}

/**
 * The booking options of the delivery calendar the shop owner keeps in Payload's admin, whichever
 * backend sells: nopCommerce has no delivery calendar of its own.
 */
export async function readBookingOptions(payload: Payload, now: Date): Promise<BookingOptions> {
  return bookingOptionsAt(now, await readCalendarRules(payload))
}
