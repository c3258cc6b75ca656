import { CommerceError } from '@/commerce/provider'
import { formatDay, formatMoney } from '@/commerce/rules/money'
import type { Locale } from '@/i18n/locales'
import { log } from '@/logging/log'

type Translate = (key: string, values?: Record<string, string>) => string

/**
 * What a failed commerce call tells the shopper: the translation of its problem code when `known`
 * has it (with the amount still missing or the next free day, written for `locale`), that ordering
 * is briefly unavailable when the backend does not answer, else that something went wrong (the
 * error goes to the log, with `details`). A backend's own words are never shown.
 */
export function problemMessage(
  error: unknown,
  t: Translate,
  known: { has(code: string): boolean },
  what: string,
  locale: Locale = 'nl',
  details: Record<string, unknown> = {},
): string {
  if (error instanceof CommerceError && error.code === 'backend-unavailable') {
    log().warn({ what }, 'Commerce backend unavailable')
    return t('backend-unavailable')
  }
  if (error instanceof CommerceError && known.has(error.code)) {
    if (error.missing) return t(error.code, { amount: formatMoney(error.missing, locale) })
    // A full day names the next one that still takes orders, or "none".
    if (error.code === 'day-full')
      return t(error.code, {
        date: error.nextFreeDay ? formatDay(error.nextFreeDay, locale) : 'none',
      })
    return t(error.code)
  }
  log().error({ err: error, ...details }, what)
  return t('failed')
}
