import type { DeliveryMethod } from '../types'
import { weekday } from './holidays'

/**
 * How many orders a day can take, per way of handing them over: a number per ISO weekday
 * (1 Monday … 7 Sunday), and dates the owner set apart. No number means no limit.
 */
export type DayCapacity = {
  weekdays: Record<DeliveryMethod, Partial<Record<number, number>>>
  dates: Array<{ date: string; method: DeliveryMethod; orders: number }>
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

/** Orders not cancelled per date (YYYY-MM-DD), per way of handing them over. */
export type BookedOrders = Record<DeliveryMethod, Record<string, number>>

export const noOrdersBooked = (): BookedOrders => ({ delivery: {}, pickup: {} })

/** Whether any day has a limit at all: without one, nobody needs to count orders. */
export const limitsAnyDay = (capacity: DayCapacity): boolean =>
  capacity.dates.length > 0 ||
  Object.values(capacity.weekdays).some((days) => Object.keys(days).length > 0)

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

/** Whether `date` has taken as many orders for `method` as it can. */
export const isFull = (
  capacity: DayCapacity,
  booked: BookedOrders,
  method: DeliveryMethod,
  date: string,
): boolean => {
  const limit = capacityOn(capacity, method, date)
  return limit !== null && (booked[method][date] ?? 0) >= limit
}

/** The next day on offer after a full `date`, else the soonest one; null when none is left. */
export function nextFreeDay(offered: string[], date: string): string | null {
  const others = offered.filter((day) => day !== date)
  return others.find((day) => day > date) ?? others[0] ?? null
}
