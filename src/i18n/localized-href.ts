import type { ComponentProps } from 'react'

import { defaultLocale, type Locale, localePrefix, prefixedPath } from './locales'
import type { navigation } from './next-intl-navigation'
import { type AppPathname, pathnames } from './pathnames'
import { localizedPath, type RouteParams } from './paths'

/** Where a link goes: a screen of the shop by its internal route (src/i18n/pathnames.ts). */
export type Href = ComponentProps<typeof navigation.Link>['href']

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>

const isRoute = (pathname: string): pathname is AppPathname => pathname in pathnames

function search(query: Query | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const each of value) params.append(key, String(each))
    else params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function pathIn(pathname: string, params: RouteParams, locale: Locale, prefixAlways: boolean) {
  const path = isRoute(pathname)
    ? localizedPath(pathname, params, locale)
    : `${localePrefix(locale)}${pathname}`
  return prefixAlways && locale === defaultLocale ? prefixedPath(locale, path) : path
}

/**
 * The address of `href` in `locale`, with its query and fragment, as next-intl's link makes it
 * (a unit test holds them equal), from the shop's own table so that neither the server nor the
 * browser's first scripts need next-intl's navigation (docs/adr/0032). An address of another
 * site stays as it is; `prefixAlways` prefixes the default language too, for a link that changes
 * the language.
 */
export function localizedHref(href: Href, locale: Locale, prefixAlways = false): string {
  if (typeof href === 'string') {
    if (!href.startsWith('/')) return href
    const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(href)!
    return pathIn(pathname, {}, locale, prefixAlways) + rest
  }
  const { pathname, params, query, hash } = href as {
    pathname: string
    params?: RouteParams
    query?: Query
    hash?: string
  }
  const fragment = hash ? `#${hash.replace(/^#/, '')}` : ''
  return pathIn(pathname, params ?? {}, locale, prefixAlways) + search(query) + fragment
}
