import { describe, expect, it } from 'vitest'

import { defaultCalendarRules } from '@/commerce/rules/delivery-calendar'
import { nextHandoverDay } from '@/commerce/rules/picking-day'

/** Noon in Brussels on a day (winter time). */
const noon = (day: string) => new Date(`${day}T11:00:00Z`)

describe('nextHandoverDay', () => {
  it('is tomorrow when orders are delivered or picked up then', () => {
    // Monday 23 November 2026 → Tuesday.
    expect(nextHandoverDay(noon('2026-11-23'), defaultCalendarRules)).toBe('2026-11-24')
  })

  it('skips Sunday: after a Saturday comes Monday, a pickup day', () => {
    expect(nextHandoverDay(noon('2026-11-28'), defaultCalendarRules)).toBe('2026-11-30')
  })

  it('skips a Sunday and Monday when the shop hands nothing over on Mondays', () => {
    const rules = { ...defaultCalendarRules, pickupWeekdays: [2, 3, 4, 5] }
    expect(nextHandoverDay(noon('2026-11-28'), rules)).toBe('2026-12-01')
  })

  it('skips public holidays and the owner’s closing days', () => {
    // Christmas is a Friday in 2026.
    expect(nextHandoverDay(noon('2026-12-24'), defaultCalendarRules)).toBe('2026-12-26')
    const closed = { ...defaultCalendarRules, closedDates: ['2026-11-24', '2026-11-25'] }
    expect(nextHandoverDay(noon('2026-11-23'), closed)).toBe('2026-11-26')
  })

  it('counts from the shop’s date, not the server’s: 23:30 in Brussels is already the next day', () => {
    // Monday 23 November, 23:30 UTC = Tuesday 00:30 in Brussels → Wednesday.
    expect(nextHandoverDay(new Date('2026-11-23T23:30:00Z'), defaultCalendarRules)).toBe(
      '2026-11-25',
    )
  })

  it('falls back to tomorrow when the calendar has no open weekday', () => {
    const shut = {
      ...defaultCalendarRules,
      deliveryWeekdays: Object.fromEntries(
        Object.keys(defaultCalendarRules.deliveryWeekdays).map((country) => [country, []]),
      ) as unknown as typeof defaultCalendarRules.deliveryWeekdays,
      pickupWeekdays: [],
    }
    expect(nextHandoverDay(noon('2026-11-23'), shut)).toBe('2026-11-24')
  })
})
