import { describe, expect, it } from 'vitest'

import { bookingOptionsAt } from '@/commerce/booking-options'
import {
  type BookedOrders,
  capacityOn,
  type DayCapacity,
  isFull,
  limitsAnyDay,
  nextFreeDay,
  unlimitedCapacity,
} from '@/commerce/rules/day-capacity'
import { bookingProblem, defaultCalendarRules } from '@/commerce/rules/delivery-calendar'

// Tuesday 24 November 2026 and the days after it.
const TUESDAY = '2026-11-24'
const WEDNESDAY = '2026-11-25'
const THURSDAY = '2026-11-26'

/** Three deliveries on a Tuesday, two pickups on a Thursday, one delivery on one Wednesday. */
const capacity: DayCapacity = {
  weekdays: { delivery: { 2: 3 }, pickup: { 4: 2 } },
  dates: [{ date: WEDNESDAY, method: 'delivery', orders: 1 }],
}

const booked = (counts: Partial<BookedOrders>): BookedOrders => ({
  delivery: {},
  pickup: {},
  ...counts,
})

describe('how many orders a day takes', () => {
  it('takes the weekday’s number, a date’s own number first, and no limit where none is set', () => {
    expect(capacityOn(capacity, 'delivery', TUESDAY)).toBe(3)
    expect(capacityOn(capacity, 'delivery', '2026-12-01')).toBe(3)
    expect(capacityOn(capacity, 'delivery', WEDNESDAY)).toBe(1)
    expect(capacityOn(capacity, 'pickup', WEDNESDAY)).toBeNull()
    expect(capacityOn(capacity, 'pickup', THURSDAY)).toBe(2)
    expect(capacityOn(capacity, 'delivery', THURSDAY)).toBeNull()
  })

  it('is full once the orders reach the number, and free below it; an unlimited day never fills', () => {
    expect(isFull(capacity, booked({ delivery: { [TUESDAY]: 2 } }), 'delivery', TUESDAY)).toBe(
      false,
    )
    expect(isFull(capacity, booked({ delivery: { [TUESDAY]: 3 } }), 'delivery', TUESDAY)).toBe(true)
    // Pickups do not fill the day's deliveries.
    expect(isFull(capacity, booked({ pickup: { [TUESDAY]: 9 } }), 'delivery', TUESDAY)).toBe(false)
    expect(isFull(capacity, booked({ delivery: { [THURSDAY]: 500 } }), 'delivery', THURSDAY)).toBe(
      false,
    )
    // Zero closes the day to orders of that kind.
    const none: DayCapacity = {
      ...unlimitedCapacity,
      dates: [{ date: TUESDAY, method: 'pickup', orders: 0 }],
    }
    expect(isFull(none, booked({}), 'pickup', TUESDAY)).toBe(true)
  })

  it('knows when no day has a limit, so that nobody counts orders', () => {
    expect(limitsAnyDay(unlimitedCapacity)).toBe(false)
    expect(limitsAnyDay(capacity)).toBe(true)
    expect(
      limitsAnyDay({ ...unlimitedCapacity, weekdays: { delivery: {}, pickup: { 1: 4 } } }),
    ).toBe(true)
  })

  it('names the next free day after a full one, else the soonest, else none', () => {
    const offered = ['2026-11-24', '2026-11-26', '2026-11-27']
    expect(nextFreeDay(offered, '2026-11-25')).toBe('2026-11-26')
    expect(nextFreeDay(offered, '2026-11-24')).toBe('2026-11-26')
    expect(nextFreeDay(offered, '2026-11-28')).toBe('2026-11-24')
    expect(nextFreeDay(['2026-11-24'], '2026-11-24')).toBeNull()
  })
})

describe('the dates a full day leaves on offer', () => {
  // Monday 23 November 2026, 08:00 in Brussels: tomorrow can be delivered.
  const monday = new Date('2026-11-23T07:00:00Z')
  const rules = { ...defaultCalendarRules, capacity }

  it('passes over a full day and still offers fourteen', () => {
    const free = bookingOptionsAt(monday, rules, 'BE')
    expect(free.dates.delivery.slice(0, 2)).toEqual([TUESDAY, WEDNESDAY])
    expect(free.full).toEqual({ delivery: [], pickup: [] })

    const options = bookingOptionsAt(
      monday,
      rules,
      'BE',
      booked({ delivery: { [TUESDAY]: 3, [WEDNESDAY]: 1 }, pickup: { [THURSDAY]: 2 } }),
    )
    expect(options.dates.delivery.slice(0, 2)).toEqual([THURSDAY, '2026-11-27'])
    expect(options.dates.delivery).toHaveLength(14)
    expect(options.full.delivery).toEqual([TUESDAY, WEDNESDAY])
    expect(options.dates.pickup).not.toContain(THURSDAY)
    expect(options.full.pickup).toEqual([THURSDAY])
  })

  it('tells a full day from one that is not on offer', () => {
    const options = bookingOptionsAt(monday, rules, 'BE', booked({ delivery: { [TUESDAY]: 3 } }))
    expect(bookingProblem(options, 'delivery', TUESDAY)).toBe('day-full')
    expect(bookingProblem(options, 'delivery', WEDNESDAY)).toBeNull()
    expect(bookingProblem(options, 'delivery', '2026-11-29')).toBe('not-a-delivery-day')
    expect(bookingProblem(options, 'pickup', TUESDAY)).toBeNull()
  })
})
