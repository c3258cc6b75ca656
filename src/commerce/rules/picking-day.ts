import { type CalendarRules, isClosingDay, shopClock } from './delivery-calendar'
import { addDays, weekday } from './holidays'

/**
 * The day whose orders the owner prepares next: from tomorrow (shop time) on, the first day orders
 * are delivered (to any country) or picked up that is not a holiday or a closing day.
 */
export function nextHandoverDay(now: Date, rules: CalendarRules): string {
  const weekdays = new Set([
    ...Object.values(rules.deliveryWeekdays).flat(),
    ...rules.pickupWeekdays,
  ])
  const tomorrow = addDays(shopClock(now).day, 1)
  // A year ahead at most: a calendar without any open weekday falls back to tomorrow.
  for (let day = tomorrow, tries = 0; tries < 366; day = addDays(day, 1), tries++)
    if (weekdays.has(weekday(day)) && !isClosingDay(day, rules)) return day
  return tomorrow
}
