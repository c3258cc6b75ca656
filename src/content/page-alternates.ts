import type { Metadata } from 'next'

import { defaultLocale, type Locale, locales, prefixedPath } from '@/i18n/locales'

/**
 * An editor's page in each language, as a path without the language prefix: its own address
 * there, or that language's home page when it has none.
 */
function pathsByLocale(paths: Partial<Record<Locale, string>>): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      paths[locale] ? `/${encodeURIComponent(paths[locale])}` : '/',
    ]),
  ) as Record<Locale, string>
}

const prefixed = (locale: Locale, path: string) =>
  locale === defaultLocale ? path : prefixedPath(locale, path)

/** The canonical address of an editor's page and its versions in the other languages. */
export function pageAlternates(
  paths: Partial<Record<Locale, string>>,
  locale: Locale,
): Metadata['alternates'] {
  const own = pathsByLocale(paths)
  const address = (language: Locale) => prefixed(language, own[language])
  return {
    canonical: address(locale),
    languages: {
      ...Object.fromEntries(locales.map((language) => [language, address(language)])),
      'x-default': address(defaultLocale),
    },
  }
}
