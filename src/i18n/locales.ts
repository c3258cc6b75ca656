export const locales = ['nl', 'fr', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'

/** The language cookie's name and lifetime (next-intl's cookie, src/i18n/routing.ts). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export const localeLabels: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** A language's prefix in the address: none for Dutch, /fr and /en for the others. */
export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`)

/** `path` (without a language) with `locale`'s prefix, also Dutch's: /fr/produits, /nl. */
export const prefixedPath = (locale: Locale, path: string) =>
  `/${locale}${path === '/' ? '' : path}`

/** A language's home page: / for Dutch, /fr and /en for the others. */
export const languageHome = (locale: Locale) => localePrefix(locale) || '/'

/** `value` when it is one of the shop's languages, else the shop's own (Dutch). */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)
