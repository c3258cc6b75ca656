import type { DeliveryMethod } from '../types'
import { weekday } from './holidays'

/** A number per ISO weekday (1 Monday … 7 Sunday), per way of handing orders over. */
type PerWeekday = Record<DeliveryMethod, Partial<Record<number, number>>>

/**
 * How many orders, and how many kilos, a day can take per way of handing them over: a number
 * per weekday, and dates the owner set apart (whose numbers replace the weekday's). No number
 * means no limit.
 */
export type DayCapacity = {
  weekdays: PerWeekday
  kilosPerWeekday?: PerWeekday
  dates: Array<{
    date: string
    method: DeliveryMethod
    orders: number | null
    kilos?: number | null
  }>
}

/** The weekdays by name, Monday first (ISO 1 … 7), as the settings keep a number for each. */
export const weekdayNames = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const

export const unlimitedCapacity: DayCapacity = {
  weekdays: { delivery: {}, pickup: {} },
  dates: [],
}

/**
 * Orders not cancelled per date (YYYY-MM-DD), per way of handing them over; with `kilos`, what
 * they weigh.
 */
export type BookedOrders = Record<DeliveryMethod, Record<string, number>> & {
  kilos?: Record<DeliveryMethod, Record<string, number>>
}

export const noOrdersBooked = (): BookedOrders => ({ delivery: {}, pickup: {} })

/** Whether any day has a limit at all: without one, nobody needs to count orders. */
export const limitsAnyDay = (capacity: DayCapacity): boolean =>
  capacity.dates.length > 0 ||
  [capacity.weekdays, capacity.kilosPerWeekday].some(
    (set) => set !== undefined && Object.values(set).some((days) => Object.keys(days).length > 0),
  )

/** How many orders `method` can take on `date`: the date's own number, else its weekday's. */
export function capacityOn(
  capacity: DayCapacity,
  method: DeliveryMethod,
  date: string,
): number | null {
  const own = capacity.dates.find((set) => set.date === date && set.method === method)
  if (own) return own.orders
  return capacity.weekdays[method][weekday(date)] ?? null
}

/** How many kilos `method` can take on `date`: the date's own number, else its weekday's. */
export function kilosOn(
  capacity: DayCapacity,
  method: DeliveryMethod,
  date: string,
): number | null {
  const own = capacity.dates.find((set) => set.date === date && set.method === method)
  if (own) return own.kilos ?? null
  return capacity.kilosPerWeekday?.[method][weekday(date)] ?? null
}

/** Whether `method` has any limit on `date`: without one, its orders need no counting. */
export const limitsDay = (capacity: DayCapacity, method: DeliveryMethod, date: string): boolean =>
  capacityOn(capacity, method, date) !== null || kilosOn(capacity, method, date) !== null

/**
 * Whether `date` has taken as many orders, or as many kilos, for `method` as it can. The order
 * that reaches the kilos may weigh more than what was left: a day is refused once full, never
 * an order for its weight.
 */
export const isFull = (
  capacity: DayCapacity,
  booked: BookedOrders,
  method: DeliveryMethod,
  date: string,
): boolean => {
  const orders = capacityOn(capacity, method, date)
  if (orders !== null && (booked[method][date] ?? 0) >= orders) return true
  const kilos = kilosOn(capacity, method, date)
  return kilos !== null && (booked.kilos?.[method][date] ?? 0) >= kilos
}

/** The next day on offer after a full `date`, else the soonest one; null when none is left. */
export function nextFreeDay(offered: string[], date: string): string | null {
  const others = offered.filter((day) => day !== date)
  return others.find((day) => day > date) ?? others[0] ?? null
}
