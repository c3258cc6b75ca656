import type { Payload } from 'payload'

import { readCalendarRules } from './native/calendar-rules'
import {
  type CalendarRules,
  deliveryDates,
  pickupDates,
  timeWindow,
} from './rules/delivery-calendar'
import type { BookingOptions, CountryCode } from './types'

/** How many dates the shopper can choose from. */
const BOOKABLE_DATES = 14

/**
 * What the shop's calendar offers at `now` to a cart delivered to `country`: the dates per
 * method (delivery on that country's days, pickup in the shop), soonest first, and its times.
 */
export function bookingOptionsAt(
  now: Date,
  rules: CalendarRules,
  country: CountryCode,
): BookingOptions {
  return {
    dates: {
      delivery: deliveryDates(now, rules, country, BOOKABLE_DATES),
      pickup: pickupDates(now, rules, BOOKABLE_DATES),
    },
    deliveryWeekdays: rules.deliveryWeekdays[country],
    orderCutoff: rules.orderCutoff,
    pickupUntil: rules.pickupUntil,
    sameDayPickupCallBefore: rules.sameDayPickupCallBefore,
    windows: { delivery: timeWindow(rules, 'delivery'), pickup: timeWindow(rules, 'pickup') },
  }
}

/**
 * The booking options of the delivery calendar the shop owner keeps in Payload's admin, whichever
 * backend sells: nopCommerce has no delivery calendar of its own.
 */
export async function readBookingOptions(
  payload: Payload,
  now: Date,
  country: CountryCode,
): Promise<BookingOptions> {
  return bookingOptionsAt(now, await readCalendarRules(payload), country)
}
