import { describe, expect, it } from 'vitest'

import { bookingOptionsAt } from '@/commerce/booking-options'
import {
  type BookedOrders,
  capacityOn,
  type DayCapacity,
  isFull,
  kilosOn,
  limitsAnyDay,
  limitsDay,
  unlimitedCapacity,
} from '@/commerce/rules/day-capacity'
import { defaultCalendarRules } from '@/commerce/rules/delivery-calendar'

// Tuesday 24 November 2026 and the days after it.
const TUESDAY = '2026-11-24'
const WEDNESDAY = '2026-11-25'
const THURSDAY = '2026-11-26'

/**
 * 40 kg of deliveries on a Tuesday (besides 10 orders), 15 kg of pickups on a Thursday; one
 * Wednesday takes 5 kg of deliveries with no limit on their number.
 */
const capacity: DayCapacity = {
  weekdays: { delivery: { 2: 10 }, pickup: {} },
  kilosPerWeekday: { delivery: { 2: 40 }, pickup: { 4: 15 } },
  dates: [{ date: WEDNESDAY, method: 'delivery', orders: null, kilos: 5 }],
}

const booked = (
  orders: Partial<Record<'delivery' | 'pickup', Record<string, number>>>,
  kilos: Partial<Record<'delivery' | 'pickup', Record<string, number>>> = {},
): BookedOrders => ({
  delivery: {},
  pickup: {},
  ...orders,
  kilos: { delivery: {}, pickup: {}, ...kilos },
})

describe('how many kilos a day takes', () => {
  it('takes the weekday’s kilos, a date’s own numbers first, and no limit where none is set', () => {
    expect(kilosOn(capacity, 'delivery', TUESDAY)).toBe(40)
    expect(kilosOn(capacity, 'pickup', THURSDAY)).toBe(15)
    expect(kilosOn(capacity, 'delivery', WEDNESDAY)).toBe(5)
    // The date's row replaces the weekday's numbers: no limit on its number of orders.
    expect(capacityOn(capacity, 'delivery', WEDNESDAY)).toBeNull()
    expect(kilosOn(capacity, 'pickup', TUESDAY)).toBeNull()
    expect(kilosOn(unlimitedCapacity, 'delivery', TUESDAY)).toBeNull()
  })

  it('is full once the orders reach either the number or the kilos', () => {
    expect(
      isFull(
        capacity,
        booked({ delivery: { [TUESDAY]: 3 } }, { delivery: { [TUESDAY]: 39.5 } }),
        'delivery',
        TUESDAY,
      ),
    ).toBe(false)
    expect(
      isFull(
        capacity,
        booked({ delivery: { [TUESDAY]: 3 } }, { delivery: { [TUESDAY]: 40 } }),
        'delivery',
        TUESDAY,
      ),
    ).toBe(true)
    expect(
      isFull(
        capacity,
        booked({ delivery: { [TUESDAY]: 10 } }, { delivery: { [TUESDAY]: 2 } }),
        'delivery',
        TUESDAY,
      ),
    ).toBe(true)
    // Pickups weigh on the pickups only.
    expect(isFull(capacity, booked({}, { pickup: { [TUESDAY]: 90 } }), 'delivery', TUESDAY)).toBe(
      false,
    )
    expect(isFull(capacity, booked({}, { pickup: { [THURSDAY]: 15.2 } }), 'pickup', THURSDAY)).toBe(
      true,
    )
    // Counted without weights (no kilo limit anywhere), a day fills by its orders only.
    expect(isFull(capacity, { delivery: { [TUESDAY]: 9 }, pickup: {} }, 'delivery', TUESDAY)).toBe(
      false,
    )
  })

  it('knows a day or a calendar with only a kilo limit is limited', () => {
    const kilosOnly: DayCapacity = {
      ...unlimitedCapacity,
      kilosPerWeekday: { delivery: {}, pickup: { 1: 20 } },
    }
    expect(limitsAnyDay(kilosOnly)).toBe(true)
    expect(
      limitsAnyDay({ ...unlimitedCapacity, kilosPerWeekday: { delivery: {}, pickup: {} } }),
    ).toBe(false)
    expect(limitsDay(capacity, 'delivery', WEDNESDAY)).toBe(true)
    expect(limitsDay(capacity, 'pickup', WEDNESDAY)).toBe(false)
  })

  it('no longer offers a day whose orders weigh its kilos', () => {
    const monday = new Date('2026-11-23T07:00:00Z')
    const rules = { ...defaultCalendarRules, capacity }
    const options = bookingOptionsAt(
      monday,
      rules,
      'BE',
      booked({ delivery: { [WEDNESDAY]: 1 } }, { delivery: { [WEDNESDAY]: 6.5 } }),
    )
    expect(options.dates.delivery.slice(0, 2)).toEqual([TUESDAY, THURSDAY])
    expect(options.full.delivery).toEqual([WEDNESDAY])
    expect(options.dates.delivery).toHaveLength(14)
  })
})
