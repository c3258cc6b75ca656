import type { Locale } from '@/i18n/locales'

/**
 * Amounts the owner types in euros, kept in cents. Both "17,90" and "17.90" mean seventeen euros
 * ninety; a separator followed by exactly three digits and nothing else ("1.250", "1,250") could be
 * a thousands separator or three decimals, so it is refused rather than guessed.
 */
export type EuroInput = { ok: true; cents: number | null } | { ok: false }

/** More cannot be counted in cents exactly (Number.MAX_SAFE_INTEGER has 16 digits). */
const MAX_WHOLE_DIGITS = 12

const CURRENCY = /€|\beuros?\b|\beur\b/gi
/** Cents after the last separator: one or two digits. */
const WITH_CENTS = /^(.*)([.,])(\d{1,2})$/
/** Euros grouped by thousands with one kind of mark: 1.234.567, 1,234 or 1 234. */
const GROUPED = /^\d{1,3}([., ])\d{3}(?:\1\d{3})*$/

const notAnAmount: EuroInput = { ok: false }

/** Reads an amount in euros: cents, `null` for an empty input, or not ok when it is no amount. */
export function parseEuros(text: string): EuroInput {
  const bare = text.replace(CURRENCY, '').trim()
  if (bare === '') return { ok: true, cents: null }
  const negative = /^[-−]/.test(bare)
  const body = bare.replace(/^[-−]\s*/, '').replace(/[\s\u00a0\u202f]+/g, ' ')
  const withCents = WITH_CENTS.exec(body)
  const whole = withCents ? withCents[1] : body
  if (whole === '' && !withCents) return notAnAmount
  const grouped = GROUPED.exec(whole)
  if (!/^\d*$/.test(whole) && !grouped) return notAnAmount
  // The decimal mark never groups thousands too ("1.234.56").
  if (withCents && grouped?.[1] === withCents[2]) return notAnAmount
  // "1.250" or "1,250" alone: thousands or three decimals? Asked again rather than guessed.
  if (!withCents && grouped && grouped[1] !== ' ' && whole.split(grouped[1]).length === 2)
    return notAnAmount
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  if (digits.length > MAX_WHOLE_DIGITS) return notAnAmount
  const cents = Number(digits || 0) * 100 + Number((withCents?.[3] ?? '').padEnd(2, '0'))
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents }
}

/** An amount in cents as the admin's input shows it: "17,90" in Dutch and French, "17.90" in English. */
export function centsToInput(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(cents))
  const text = `${Math.floor(absolute / 100)}${locale === 'en' ? '.' : ','}${String(absolute % 100).padStart(2, '0')}`
  return sign + text
}

/** Whether a value fits a money field: whole cents (the database keeps nothing else). */
export const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value)
