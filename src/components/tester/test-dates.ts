import { dateTimeFormat } from '@/i18n/formatters'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'
import { numberLocale } from '@/commerce/rules/money'
import type { TestPeriod } from '@/commerce/rules/tester'
import type { Locale } from '@/i18n/locales'

const dates = (locale: Locale) =>
  dateTimeFormat(numberLocale[locale], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE })

/** A stored date as the shop's calendar day, written out: "24 november 2026". */
export const formatDate = (date: string, locale: Locale): string =>
  dates(locale).format(new Date(date))

/** A test's period written out: "1–14 december 2026". */
export function formatPeriod(period: TestPeriod, locale: Locale): string {
  const [start, end] = [new Date(period.startsOn), new Date(period.endsOn)]
  return end < start ? dates(locale).format(start) : dates(locale).formatRange(start, end)
}
