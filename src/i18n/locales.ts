export const locales = ['nl', 'fr', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'

export const localeLabels: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** `value` when it is one of the shop's languages, else the shop's own (Dutch). */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)
