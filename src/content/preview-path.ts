import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { AppPathname } from '@/i18n/pathnames'
import { localizedPath } from '@/i18n/paths'
import { postPathname } from '@/i18n/post-href'

/** The shop's own screens whose text is a page, by the page's key. */
export const screenOfPage = {
  home: '/',
  delivery: '/delivery',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  faq: '/faq',
  contact: '/contact',
  'clean-label': '/clean-label',
  'gift-voucher': '/gift-voucher',
  topic: '/topic',
  test: '/test',
  tester: '/tester',
} as const satisfies Record<string, AppPathname>

export type PageKey = keyof typeof screenOfPage

const isPageKey = (key: unknown): key is PageKey =>
  typeof key === 'string' && Object.hasOwn(screenOfPage, key)

const prefixed = (locale: Locale, path: string) =>
  locale === defaultLocale ? `/${path}` : `/${locale}/${path}`

type Doc = { id?: number | string; slug?: unknown; path?: unknown; category?: unknown }

/** Where the storefront shows a page or a post in a language; '/' when it cannot tell yet. */
export function documentPath(collection: string, doc: Doc, language: string): string {
  const locale: Locale = isLocale(language) ? language : defaultLocale
  if (collection === 'pages') {
    if (isPageKey(doc.slug)) return localizedPath(screenOfPage[doc.slug], {}, locale)
    if (typeof doc.path === 'string' && doc.path)
      return prefixed(locale, encodeURIComponent(doc.path))
  }
  if (collection === 'posts' && doc.id !== undefined && typeof doc.slug === 'string' && doc.slug) {
    return localizedPath(postPathname(doc.category), { id: doc.id, slug: doc.slug }, locale)
  }
  return localizedPath('/', {}, locale)
}
