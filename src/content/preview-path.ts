import { defaultLocale, type Locale, localeOr } from '@/i18n/locales'
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

export const isPageKey = (key: unknown): key is PageKey =>
  typeof key === 'string' && Object.hasOwn(screenOfPage, key)

/** The first segment of the editor's preview of a document that has no address yet. */
export const PREVIEW_SEGMENT = 'preview'

/** The collections whose documents the storefront shows and an editor previews. */
export const previewCollections = ['pages', 'posts'] as const
export type PreviewCollection = (typeof previewCollections)[number]

export const isPreviewCollection = (value: unknown): value is PreviewCollection =>
  typeof value === 'string' && (previewCollections as readonly string[]).includes(value)

const prefixed = (locale: Locale, path: string) =>
  locale === defaultLocale ? `/${path}` : `/${locale}/${path}`

type Doc = { id?: number | string; slug?: unknown; path?: unknown; category?: unknown }

/**
 * Where visitors reach a page or a post in a language, or null while it has none: a page of one
 * of the shop's screens at that screen, an editor's page at its own address, a post at its
 * category's route with its id and slug.
 */
export function publicAddress(collection: string, doc: Doc, language: string): string | null {
  const locale = localeOr(language)
  if (collection === 'pages') {
    if (isPageKey(doc.slug)) return localizedPath(screenOfPage[doc.slug], {}, locale)
    if (typeof doc.path === 'string' && doc.path)
      return prefixed(locale, encodeURIComponent(doc.path))
  }
  if (collection === 'posts' && doc.id !== undefined && typeof doc.slug === 'string' && doc.slug) {
    return localizedPath(postPathname(doc.category), { id: doc.id, slug: doc.slug }, locale)
  }
  return null
}

/** The editor's preview of a document by id, for one that has no address in a language yet. */
export const previewByIdPath = (
  collection: PreviewCollection,
  id: number | string,
  language: string,
) =>
  prefixed(localeOr(language), `${PREVIEW_SEGMENT}/${collection}/${encodeURIComponent(String(id))}`)

/**
 * Where the editor's preview shows a page or a post in a language: its (future) address, or
 * the preview by id while it has none; the home page only for a document not saved yet.
 */
export function documentPath(collection: string, doc: Doc, language: string): string {
  const address = publicAddress(collection, doc, language)
  if (address) return address
  if (isPreviewCollection(collection) && doc.id !== undefined && doc.id !== null)
    return previewByIdPath(collection, doc.id, language)
  return localizedPath('/', {}, localeOr(language))
}
