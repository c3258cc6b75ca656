import { dateTimeFormat } from '@/i18n/formatters'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'

import type { BookingOptions, CountryCode, DeliveryMethod, TimeWindow } from '../types'
import { type DayCapacity, unlimitedCapacity } from './day-capacity'
import { addDays, belgianHolidays, nextDay, weekday } from './holidays'

/** The shop's calendar, as the shop settings hold it. Weekdays are ISO: 1 Monday … 7 Sunday. */
export type CalendarRules = {
  /** The weekdays a delivery reaches each country (a courier abroad may not run every day). */
  deliveryWeekdays: Record<CountryCode, number[]>
  /** Orders placed before this time (HH:MM, shop time) can be delivered the next day. */
  orderCutoff: string
  /** Deliveries happen between these times (HH:MM) on delivery days. */
  deliveryFrom: string
  deliveryUntil: string
  pickupWeekdays: number[]
  /** Pickups happen before this time (HH:MM) on pickup days. */
  pickupUntil: string
  /** A pickup the same day is arranged by phone, before this time (HH:MM). */
  sameDayPickupCallBefore: string
  /** Days the shop neither delivers nor hands out orders, besides public holidays. */
  closedDates: string[]
  belgianHolidays: boolean
  /** How many orders each delivery and pickup day can take. */
  capacity: DayCapacity
}

/** Tuesday to Saturday, the spec's delivery days. */
const TUESDAY_TO_SATURDAY = [2, 3, 4, 5, 6]

export const defaultCalendarRules: CalendarRules = {
  deliveryWeekdays: {
    BE: TUESDAY_TO_SATURDAY,
    NL: TUESDAY_TO_SATURDAY,
    FR: TUESDAY_TO_SATURDAY,
    DE: TUESDAY_TO_SATURDAY,
    LU: TUESDAY_TO_SATURDAY,
  },
  orderCutoff: '09:00',
  deliveryFrom: '08:00',
  deliveryUntil: '20:00',
  pickupWeekdays: [1, 2, 3, 4, 5],
  pickupUntil: '15:00',
  sameDayPickupCallBefore: '11:00',
  closedDates: [],
  belgianHolidays: true,
  capacity: unlimitedCapacity,
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const shopClockParts: Intl.DateTimeFormatOptions = {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

type ShopClock = { day: string; minutes: number }

/** The clock of the last minute asked: a request asks about the same minute several times. */
let lastClock: { minute: number; clock: ShopClock } | null = null

/** The shop's local date and minutes past midnight at an instant, daylight saving included. */
export function shopClock(now: Date): ShopClock {
  // Time zones are whole minutes away from UTC: within a UTC minute the shop's clock is one.
  const minute = Math.floor(now.getTime() / 60_000)
  if (lastClock?.minute !== minute) lastClock = { minute, clock: clockAt(now) }
  return { ...lastClock.clock }
}

function clockAt(now: Date): ShopClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of dateTimeFormat('en-CA', shopClockParts).formatToParts(now))
    parts[part.type] = part.value
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

function closedDays(rules: CalendarRules, from: string, to: string): Set<string> {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])
  const holidays = rules.belgianHolidays ? [...years].flatMap(belgianHolidays) : []
  return new Set([...holidays, ...rules.closedDates])
}

/** How far ahead the shopper may choose. */
export const BOOKING_HORIZON_DAYS = 42

function openDays(
  first: string,
  rules: CalendarRules,
  accept: (day: string, closed: Set<string>) => boolean,
  count: number,
): string[] {
  const last = addDays(first, BOOKING_HORIZON_DAYS)
  const closed = closedDays(rules, first, addDays(last, 1))
  const days: string[] = []
  for (let day = first; day <= last && days.length < count; day = nextDay(day))
    if (accept(day, closed)) days.push(day)
  return days
}

/** Whether deliveries reach `country` on that weekday of `day` (YYYY-MM-DD), holidays aside. */
export const deliversOnWeekdayOf = (
  day: string,
  country: CountryCode,
  rules: Pick<CalendarRules, 'deliveryWeekdays'>,
): boolean => rules.deliveryWeekdays[country].includes(weekday(day))

/**
 * Delivery dates a shopper in `country` can choose at `now`: from tomorrow when ordering before
 * the cut-off, else from the day after, on that country's delivery weekdays that are not
 * holidays or closing days.
 */
export function deliveryDates(
  now: Date,
  rules: CalendarRules,
  country: CountryCode,
  count = 14,
): string[] {
  const clock = shopClock(now)
  const first = addDays(clock.day, clock.minutes < minutesOf(rules.orderCutoff) ? 1 : 2)
  return openDays(
    first,
    rules,
    (day, closed) => deliversOnWeekdayOf(day, country, rules) && !closed.has(day),
    count,
  )
}

/**
 * Pickup dates that can be booked online at `now`: from tomorrow (the same day takes a phone
 * call), on pickup weekdays, not on a holiday or closing day nor on the day before one.
 */
export function pickupDates(now: Date, rules: CalendarRules, count = 14): string[] {
  const first = addDays(shopClock(now).day, 1)
  return openDays(
    first,
    rules,
    (day, closed) =>
      rules.pickupWeekdays.includes(weekday(day)) && !closed.has(day) && !closed.has(nextDay(day)),
    count,
  )
}

/** Whether the shop is closed on `day` (YYYY-MM-DD): a Belgian holiday or a closing day. */
export const isClosingDay = (day: string, rules: CalendarRules): boolean =>
  closedDays(rules, day, day).has(day)

/** When on the chosen day an order is delivered, or can be picked up (from opening time). */
export function timeWindow(
  rules: Pick<CalendarRules, 'deliveryFrom' | 'deliveryUntil' | 'pickupUntil'>,
  method: DeliveryMethod,
): TimeWindow {
  return method === 'delivery'
    ? { from: rules.deliveryFrom, until: rules.deliveryUntil }
    : { from: null, until: rules.pickupUntil }
}

/**
 * Why a chosen date cannot be booked, null when it can: a day that took all the orders it can
 * is full; a delivery on a weekday deliveries do not reach the cart's country on is told as
 * such; any other date not on offer (past, too far ahead, a holiday, after the cut-off) is
 * unavailable.
 */
export function bookingProblem(
  options: Pick<BookingOptions, 'dates' | 'deliveryWeekdays'> &
    Partial<Pick<BookingOptions, 'full'>>,
  method: DeliveryMethod,
  date: string,
): 'day-full' | 'not-a-delivery-day' | 'date-unavailable' | null {
  if (options.dates[method].includes(date)) return null
  if (options.full?.[method].includes(date)) return 'day-full'
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date))
  if (method === 'delivery' && isDay && !options.deliveryWeekdays.includes(weekday(date)))
    return 'not-a-delivery-day'
  return 'date-unavailable'
}
