import { numberLocale } from '@/commerce/rules/money'
import type { Locale } from '@/i18n/locales'

/** A time of day as each language writes it: 9:00 in Dutch and English, 9h00 in French. */
export function clockText(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':')
  const hour = String(Number(hours))
  return locale === 'fr' ? `${hour}h${minutes}` : `${hour}:${minutes}`
}

/** The name of an ISO weekday (1 Monday … 7 Sunday) in a language, lower-case as in a sentence. */
export function weekdayName(day: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, day, 12))
  return new Intl.DateTimeFormat(numberLocale[locale], { weekday: 'long', timeZone: 'UTC' })
    .format(date)
    .toLocaleLowerCase(numberLocale[locale])
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
  return new Intl.ListFormat(numberLocale[locale], { type: 'conjunction' }).format(names)
}
