import { defaultLocale, type Locale, localePrefix, locales } from './locales'
import { type AppPathname, pathnames } from './pathnames'

export type RouteParams = Record<string, string | number>

const template = (pathname: AppPathname, locale: Locale): string => {
  const entry = pathnames[pathname]
  return typeof entry === 'string' ? entry : entry[locale]
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The path a visitor sees for a route in a language, e.g. ('/meat/[id]/[slug]', fr) → /fr/viande/1/x. */
export function localizedPath(pathname: AppPathname, params: RouteParams, locale: Locale): string {
  const path = segmentsOf(template(pathname, locale))
    .map((segment) => {
      const name = /^\[(\w+)\]$/.exec(segment)?.[1]
      if (!name) return encodeURIComponent(segment)
      if (params[name] === undefined)
        throw new Error(`Missing route parameter "${name}" for ${pathname}`)
      return encodeURIComponent(String(params[name]))
    })
    .join('/')
  return path ? `${localePrefix(locale)}/${path}` : localePrefix(locale) || '/'
}

export type MatchedPath = { locale: Locale; pathname: AppPathname; params: Record<string, string> }

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment).normalize('NFC')
  } catch {
    return segment
  }
}

/** The route and language behind a visitor's path (encoded or not), or null for no screen. */
export function matchLocalizedPath(path: string): MatchedPath | null {
  const segments = segmentsOf(path.split(/[?#]/)[0]).map(decode)
  const locale = locales.find(
    (candidate) => candidate !== defaultLocale && segments[0] === candidate,
  )
  const rest = locale ? segments.slice(1) : segments
  const language = locale ?? defaultLocale
  for (const pathname of Object.keys(pathnames) as AppPathname[]) {
    const parts = segmentsOf(template(pathname, language))
    if (parts.length !== rest.length) continue
    const params: Record<string, string> = {}
    const matches = parts.every((part, index) => {
      const dynamic = /^\[(\w+)\]$/.exec(part)
      if (dynamic) params[dynamic[1]] = rest[index]
      return dynamic ? rest[index] !== '' : part.normalize('NFC') === rest[index]
    })
    if (matches) return { locale: language, pathname, params }
  }
  return null
}
