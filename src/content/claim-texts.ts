import { numberLocale } from '@/commerce/rules/money'
import { dateTimeFormat, listFormat } from '@/i18n/formatters'
import type { Locale } from '@/i18n/locales'

/**
 * A time of day as the shop writes it (its settings keep "08:00"): on a 24-hour clock in every
 * language, "8:00" and "14:30", as Belgians read shop hours.
 */
export function clockText(time: string, locale: Locale): string {
  const parts = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (!parts) return time
  return dateTimeFormat(numberLocale[locale], {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, Number(parts[1]), Number(parts[2]))))
}

/**
 * The name of an ISO weekday (1 Monday … 7 Sunday) as a sentence writes it: lower-case in Dutch
 * and French ("dinsdag", "mardi"), capitalised in English ("Tuesday").
 */
export function weekdayName(day: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, day, 12))
  return dateTimeFormat(numberLocale[locale], { weekday: 'long', timeZone: 'UTC' }).format(date)
}

/** Consecutive weekdays as a span (Tuesday to Saturday); otherwise null, to list them. */
export function weekdaySpan(
  days: number[],
  locale: Locale,
): { first: string; last: string } | null {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  if (sorted.length < 2) return null
  const consecutive = sorted.every((day, index) => index === 0 || day === sorted[index - 1] + 1)
  if (!consecutive) return null
  return { first: weekdayName(sorted[0], locale), last: weekdayName(sorted.at(-1)!, locale) }
}

/** Weekdays as a list in the language (dinsdag, donderdag en zaterdag). */
export function weekdayList(days: number[], locale: Locale): string {
  const names = [...new Set(days)].sort((a, b) => a - b).map((day) => weekdayName(day, locale))
  return listFormat(numberLocale[locale], { type: 'conjunction' }).format(names)
}
