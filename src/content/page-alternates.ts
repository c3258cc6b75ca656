import type { Metadata } from 'next'

import { defaultLocale, type Locale, locales } from '@/i18n/locales'

const home = (locale: Locale) => (locale === defaultLocale ? '/' : `/${locale}`)
const at = (locale: Locale, path: string) =>
  `${locale === defaultLocale ? '' : `/${locale}`}/${encodeURIComponent(path)}`

/**
 * The addresses of an editor's page in each language; a language the page has no address in
 * leads to that language's home page.
 */
export function pageAlternates(
  paths: Partial<Record<Locale, string>>,
  locale: Locale,
): Metadata['alternates'] {
  const address = (language: Locale) => {
    const path = paths[language]
    return path ? at(language, path) : home(language)
  }
  return {
    canonical: address(locale),
    languages: {
      ...Object.fromEntries(locales.map((language) => [language, address(language)])),
      'x-default': address(defaultLocale),
    },
  }
}
