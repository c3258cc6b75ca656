import type { Payload } from 'payload'

import { readCalendarRules } from './native/calendar-rules'
import { CommerceError } from './provider'
import {
  type BookedOrders,
  isFull,
  limitsAnyDay,
  nextFreeDay,
  noOrdersBooked,
} from './rules/day-capacity'
import {
  BOOKING_HORIZON_DAYS,
  bookingProblem,
  type CalendarRules,
  deliveryDates,
  pickupDates,
  shopClock,
  timeWindow,
} from './rules/delivery-calendar'
import { addDays } from './rules/holidays'
import type { BookingOptions, CountryCode, DeliveryMethod } from './types'

/** How many dates the shopper can choose from. */
const BOOKABLE_DATES = 14

/** Every open day up to the horizon, so that full ones can be passed over. */
const ALL_OPEN_DAYS = BOOKING_HORIZON_DAYS + 1

/** The orders booked per day between two dates (YYYY-MM-DD, both included). */
export type BookedOrdersReader = (from: string, to: string) => Promise<BookedOrders>

/**
 * What the shop's calendar offers at `now` to a cart delivered to `country`: the dates per
 * method (delivery on that country's days, pickup in the shop) that still take orders as
 * `booked` counts them, soonest first, the full ones apart, and its times.
 */
export function bookingOptionsAt(
  now: Date,
  rules: CalendarRules,
  country: CountryCode,
  booked: BookedOrders = noOrdersBooked(),
): BookingOptions {
  const open: Record<DeliveryMethod, string[]> = {
    delivery: deliveryDates(now, rules, country, ALL_OPEN_DAYS),
    pickup: pickupDates(now, rules, ALL_OPEN_DAYS),
  }
  const fullOf = (method: DeliveryMethod) =>
    open[method].filter((day) => isFull(rules.capacity, booked, method, day))
  const full = { delivery: fullOf('delivery'), pickup: fullOf('pickup') }
  const freeOf = (method: DeliveryMethod) =>
    open[method].filter((day) => !full[method].includes(day)).slice(0, BOOKABLE_DATES)
  return {
    dates: { delivery: freeOf('delivery'), pickup: freeOf('pickup') },
    full,
    deliveryWeekdays: rules.deliveryWeekdays[country],
    orderCutoff: rules.orderCutoff,
    pickupUntil: rules.pickupUntil,
    sameDayPickupCallBefore: rules.sameDayPickupCallBefore,
    windows: { delivery: timeWindow(rules, 'delivery'), pickup: timeWindow(rules, 'pickup') },
  }
}

/** Why `date` cannot be booked, a full day with the next free one; null when it can. */
export function bookingRefusal(
  options: BookingOptions,
  method: DeliveryMethod,
  date: string,
): CommerceError | null {
  const problem = bookingProblem(options, method, date)
  if (problem !== 'day-full') return problem ? new CommerceError(problem) : null
  return new CommerceError(
    problem,
    undefined,
    nextFreeDay(options.dates[method], date) ?? undefined,
  )
}

/** The orders booked on the days that can be chosen at `now`; none asked when no day has a limit. */
export async function bookedOrdersAt(
  now: Date,
  rules: CalendarRules,
  booked: BookedOrdersReader | undefined,
): Promise<BookedOrders> {
  if (!booked || !limitsAnyDay(rules.capacity)) return noOrdersBooked()
  const today = shopClock(now).day
  return booked(today, addDays(today, BOOKING_HORIZON_DAYS + 2))
}

/**
 * The booking options of the delivery calendar the shop owner keeps in Payload's admin, whichever
 * backend sells: nopCommerce has no delivery calendar of its own. Days fill up only where
 * `booked` counts the orders (the native backend's own orders).
 */
export async function readBookingOptions(
  payload: Payload,
  now: Date,
  country: CountryCode,
  booked?: BookedOrdersReader,
): Promise<BookingOptions> {
  const rules = await readCalendarRules(payload)
  return bookingOptionsAt(now, rules, country, await bookedOrdersAt(now, rules, booked))
}
