import 'server-only'

import type { Where } from 'payload'

import { cached } from '@/cache/data-cache'
import { lifetimes } from '@/cache/lifetimes'
import { cacheTags } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import { locales } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

type Read = { draft?: boolean }

async function readPage(where: Where, locale: Locale, draft: boolean) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where,
    locale,
    fallbackLocale: 'nl',
    limit: 1,
    pagination: false,
    depth: 1,
    // Draft mode is only ever on for a signed-in editor (see the preview route).
    draft,
    overrideAccess: draft,
  })
  return docs[0] ?? null
}

/** The published page of one of the shop's screens (by key), or the editor's draft in preview. */
export function findPage(
  key: string,
  locale: Locale,
  { draft = false }: Read = {},
): Promise<Page | null> {
  if (draft) return readPage({ slug: { equals: key } }, locale, true)
  return publishedPage(key, locale)
}

const publishedPage = cached(
  (key: string, locale: Locale) => readPage({ slug: { equals: key } }, locale, false),
  ['page'],
  { tags: (key) => [cacheTags.page(key)], lifetime: lifetimes.data },
)

/** A page editors made at their own address in this language. */
export function findPageByPath(
  path: string,
  locale: Locale,
  { draft = false }: Read = {},
): Promise<Page | null> {
  if (draft) return readPage({ path: { equals: path } }, locale, true)
  return publishedPageAt(path, locale)
}

const publishedPageAt = cached(
  (path: string, locale: Locale) => readPage({ path: { equals: path } }, locale, false),
  ['page-by-path'],
  { tags: [cacheTags.pagePaths], lifetime: lifetimes.data },
)

async function readPagePaths(id: number, draft: boolean): Promise<Partial<Record<Locale, string>>> {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'pages',
    id,
    locale: 'all',
    depth: 0,
    select: { path: true },
    // A page never published yet has addresses in its draft only (see the preview route).
    draft,
    overrideAccess: draft,
  })
  const paths = (doc.path ?? {}) as unknown as Partial<Record<Locale, string | null>>
  return Object.fromEntries(
    locales.flatMap((locale) => (paths[locale] ? [[locale, paths[locale]]] : [])),
  )
}

const publishedPagePaths = cached((id: number) => readPagePaths(id, false), ['page-paths'], {
  tags: [cacheTags.pagePaths],
  lifetime: lifetimes.data,
})

/** A page's address in each language (for the language switch and hreflang). */
export const pagePaths = (
  id: number,
  { draft = false }: Read = {},
): Promise<Partial<Record<Locale, string>>> =>
  draft ? readPagePaths(id, true) : publishedPagePaths(id)

/** The editor's latest draft of a page by id, in a language (Dutch where a text is missing). */
export async function findDraftPage(id: number, locale: Locale): Promise<Page | null> {
  const payload = await payloadClient()
  return payload.findByID({
    collection: 'pages',
    id,
    locale,
    fallbackLocale: 'nl',
    depth: 1,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
  })
}

/** The addresses of published editors' pages in a language: one small cached list. */
export const publishedPaths = cached(
  async (locale: Locale): Promise<string[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { exists: true } },
      locale,
      fallbackLocale: false,
      pagination: false,
      depth: 0,
      select: { path: true },
      overrideAccess: false,
    })
    return docs.flatMap((doc) => (doc.path ? [doc.path] : []))
  },
  ['published-page-paths'],
  { tags: [cacheTags.pagePaths], lifetime: lifetimes.data },
)
