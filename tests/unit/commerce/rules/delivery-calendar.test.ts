import { describe, expect, it } from 'vitest'

import {
  bookingProblem,
  type CalendarRules,
  defaultCalendarRules as rules,
  deliveryDates,
  pickupDates,
  shopClock,
  timeWindow,
} from '@/commerce/rules/delivery-calendar'
import { addDays, belgianHolidays, easterSunday, nextDay, weekday } from '@/commerce/rules/holidays'

const at = (iso: string) => new Date(iso)

describe('easterSunday and Belgian holidays', () => {
  it.each([
    [2000, '2000-04-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %s is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day)
  })

  it('lists the ten public holidays of 2026 in order', () => {
    expect(belgianHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-07-21',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ])
  })

  it('counts days and weekdays across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(weekday('2026-11-23')).toBe(1)
    expect(weekday('2026-11-22')).toBe(7)
  })

  it('answers the same when asked again', () => {
    const holidays = belgianHolidays(2027)
    holidays.push('changed by the caller')
    expect(belgianHolidays(2027)).toHaveLength(10)
    expect(nextDay('2028-02-28')).toBe('2028-02-29')
    expect(nextDay('2028-02-28')).toBe('2028-02-29')
    expect(nextDay('2028-02-29')).toBe('2028-03-01')
    expect(weekday('2028-02-29')).toBe(weekday('2028-02-29'))
  })
})

describe('shopClock', () => {
  it('reads Brussels time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(shopClock(at('2026-01-12T07:59:00Z'))).toEqual({
      day: '2026-01-12',
      minutes: 8 * 60 + 59,
    })
    expect(shopClock(at('2026-07-13T07:59:00Z'))).toEqual({
      day: '2026-07-13',
      minutes: 9 * 60 + 59,
    })
  })

  it('turns the date at Brussels midnight, not at UTC midnight', () => {
    expect(shopClock(at('2026-11-22T23:30:00Z')).day).toBe('2026-11-23')
  })

  it('reads each instant of a minute alike, and the next minute afresh', () => {
    const first = shopClock(at('2026-11-22T22:59:00Z'))
    first.day = 'changed by the caller'
    expect(shopClock(at('2026-11-22T22:59:59.999Z'))).toEqual({ day: '2026-11-22', minutes: 1439 })
    expect(shopClock(at('2026-11-22T23:00:00Z'))).toEqual({ day: '2026-11-23', minutes: 0 })
    expect(shopClock(at('2026-03-29T00:59:30Z'))).toEqual({ day: '2026-03-29', minutes: 119 })
    expect(shopClock(at('2026-03-29T01:00:00Z'))).toEqual({ day: '2026-03-29', minutes: 180 })
  })
})

describe('deliveryDates', () => {
  it('delivers the next day when ordered before 9:00', () => {
    // Monday 23 November 2026, 08:59 in Brussels.
    expect(deliveryDates(at('2026-11-23T07:59:00Z'), rules, 'BE', 3)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ])
  })

  it('delivers the day after when ordered at 9:00 or later', () => {
    expect(deliveryDates(at('2026-11-23T08:00:00Z'), rules, 'BE', 1)).toEqual(['2026-11-25'])
  })

  it('delivers Tuesday to Saturday only', () => {
    // Friday after the cut-off: Sunday and Monday are skipped.
    expect(deliveryDates(at('2026-11-27T10:00:00Z'), rules, 'BE', 2)).toEqual([
      '2026-12-01',
      '2026-12-02',
    ])
    // Friday before the cut-off: Saturday.
    expect(deliveryDates(at('2026-11-27T07:00:00Z'), rules, 'BE', 1)).toEqual(['2026-11-28'])
    const days = deliveryDates(at('2026-11-23T07:00:00Z'), rules, 'BE', 30)
    expect(new Set(days.map(weekday))).toEqual(new Set([2, 3, 4, 5, 6]))
  })

  it('applies the cut-off in shop time across the spring change to summer time', () => {
    // 07:30 UTC is 08:30 on Monday 23 March (winter) but 09:30 on Monday 30 March (summer).
    expect(deliveryDates(at('2026-03-23T07:30:00Z'), rules, 'BE', 1)).toEqual(['2026-03-24'])
    expect(deliveryDates(at('2026-03-30T07:30:00Z'), rules, 'BE', 1)).toEqual(['2026-04-01'])
  })

  it('applies the cut-off in shop time across the autumn change to winter time', () => {
    expect(deliveryDates(at('2026-10-19T07:59:00Z'), rules, 'BE', 1)).toEqual(['2026-10-21'])
    expect(deliveryDates(at('2026-10-26T07:59:00Z'), rules, 'BE', 1)).toEqual(['2026-10-27'])
  })

  it('skips public holidays, including next year’s', () => {
    // Thursday 24 December: Christmas (Friday) is skipped.
    expect(deliveryDates(at('2026-12-24T07:00:00Z'), rules, 'BE', 2)).toEqual([
      '2026-12-26',
      '2026-12-29',
    ])
    // Wednesday 30 December after the cut-off: New Year’s Day is skipped.
    expect(deliveryDates(at('2026-12-30T10:00:00Z'), rules, 'BE', 1)).toEqual(['2027-01-02'])
  })

  it('skips the shop’s own closing days and follows its weekdays and cut-off', () => {
    const own: CalendarRules = {
      ...rules,
      deliveryWeekdays: { ...rules.deliveryWeekdays, BE: [3, 5] },
      orderCutoff: '12:00',
      closedDates: ['2026-11-25'],
    }
    expect(deliveryDates(at('2026-11-23T10:00:00Z'), own, 'BE', 2)).toEqual([
      '2026-11-27',
      '2026-12-02',
    ])
  })

  it('delivers on holidays when the shop switches them off', () => {
    expect(
      deliveryDates(at('2026-12-24T07:00:00Z'), { ...rules, belgianHolidays: false }, 'BE', 1),
    ).toEqual(['2026-12-25'])
  })

  it('offers nothing when the shop delivers on no day', () => {
    const never = { ...rules, deliveryWeekdays: { ...rules.deliveryWeekdays, BE: [] } }
    expect(deliveryDates(at('2026-11-23T07:00:00Z'), never, 'BE')).toEqual([])
  })

  it('offers each country its own delivery days, with the same cut-off and holidays', () => {
    const perCountry: CalendarRules = {
      ...rules,
      deliveryWeekdays: { BE: [2, 3, 4, 5, 6], NL: [3, 5], FR: [4], DE: [2, 6], LU: [6] },
    }
    // Monday 23 November 2026 before the cut-off; Thursday 24 December after it.
    const monday = at('2026-11-23T07:00:00Z')
    expect(deliveryDates(monday, perCountry, 'NL', 3)).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-12-02',
    ])
    expect(deliveryDates(monday, perCountry, 'FR', 2)).toEqual(['2026-11-26', '2026-12-03'])
    expect(deliveryDates(monday, perCountry, 'DE', 3)).toEqual([
      '2026-11-24',
      '2026-11-28',
      '2026-12-01',
    ])
    // Christmas (a Friday) is skipped for the Netherlands too.
    expect(deliveryDates(at('2026-12-21T07:00:00Z'), perCountry, 'NL', 2)).toEqual([
      '2026-12-23',
      '2026-12-30',
    ])
    for (const country of ['BE', 'NL', 'FR', 'DE', 'LU'] as const) {
      const days = deliveryDates(monday, perCountry, country, 20)
      expect(new Set(days.map(weekday))).toEqual(new Set(perCountry.deliveryWeekdays[country]))
    }
  })
})

describe('bookingProblem', () => {
  const options = {
    dates: { delivery: ['2026-11-25', '2026-11-27'], pickup: ['2026-11-24'] },
    deliveryWeekdays: [3, 5],
  }

  it('accepts a date on offer', () => {
    expect(bookingProblem(options, 'delivery', '2026-11-27')).toBeNull()
    expect(bookingProblem(options, 'pickup', '2026-11-24')).toBeNull()
  })

  it('names a day deliveries do not reach the country on', () => {
    // Thursday 26 and Saturday 28 November: not among Wednesday and Friday.
    expect(bookingProblem(options, 'delivery', '2026-11-26')).toBe('not-a-delivery-day')
    expect(bookingProblem(options, 'delivery', '2026-11-28')).toBe('not-a-delivery-day')
  })

  it('calls any other date not on offer unavailable', () => {
    // A Wednesday beyond the dates on offer, a pickup day not offered, and no date at all.
    expect(bookingProblem(options, 'delivery', '2027-06-02')).toBe('date-unavailable')
    expect(bookingProblem(options, 'pickup', '2026-11-26')).toBe('date-unavailable')
    expect(bookingProblem(options, 'delivery', 'tomorrow')).toBe('date-unavailable')
    expect(bookingProblem(options, 'delivery', '2026-13-45')).toBe('date-unavailable')
  })
})

describe('pickupDates', () => {
  it('starts tomorrow, Monday to Friday', () => {
    // Friday 27 November: the weekend is skipped.
    expect(pickupDates(at('2026-11-27T07:00:00Z'), rules, 3)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
  })

  it('skips holidays and the day before a holiday', () => {
    // 10 November is the day before Armistice Day, 11 November is the holiday.
    expect(pickupDates(at('2026-11-09T07:00:00Z'), rules, 2)).toEqual(['2026-11-12', '2026-11-13'])
    // 24 December is the day before Christmas; 31 December the day before New Year.
    expect(pickupDates(at('2026-12-23T07:00:00Z'), rules, 4)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-04',
    ])
  })
})

describe('timeWindow', () => {
  it('delivers between the calendar’s hours and hands pickups out until closing', () => {
    const owner = { ...rules, deliveryFrom: '10:00', deliveryUntil: '18:30' }
    expect(timeWindow(owner, 'delivery')).toEqual({ from: '10:00', until: '18:30' })
    expect(timeWindow(owner, 'pickup')).toEqual({ from: null, until: '15:00' })
  })
})
