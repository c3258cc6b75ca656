import type { Metadata } from 'next'

import { defaultLocale, type Locale, locales } from './locales'
import type { AppPathname } from './pathnames'
import { localizedPath, type RouteParams } from './paths'

type ParamsFor = RouteParams | ((locale: Locale) => RouteParams)

/** The canonical address of a screen in this language, and its versions in the others. */
export function alternates(
  pathname: AppPathname,
  params: ParamsFor,
  locale: Locale,
): Metadata['alternates'] {
  const paramsIn = (language: Locale) => (typeof params === 'function' ? params(language) : params)
  const path = (language: Locale) => localizedPath(pathname, paramsIn(language), language)
  return {
    canonical: path(locale),
    languages: {
      ...Object.fromEntries(locales.map((language) => [language, path(language)])),
      'x-default': path(defaultLocale),
    },
  }
}
