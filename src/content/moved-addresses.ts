import { defaultLocale, type Locale, locales } from '@/i18n/locales'

import { isPageKey, type PreviewCollection, publicAddress } from './preview-path'

/** One address a published page or post left for another (both as visitors read them). */
export type Move = { from: string; to: string }

/** A localized field read with `locale=all`: its value per language (or one value). */
type PerLanguage = Partial<Record<Locale, string | null>> | string | null | undefined

/** A published page or post as read with `locale=all`. */
export type PublishedDoc = {
  id: number | string
  slug?: PerLanguage
  path?: PerLanguage
  category?: unknown
}

const inLanguage = (value: PerLanguage, locale: Locale): string | null =>
  typeof value === 'string' || value == null ? (value ?? null) : (value[locale] ?? null)

const readable = (address: string) => {
  try {
    return decodeURIComponent(address)
  } catch {
    return address
  }
}

/**
 * A published document's address in each language. Pages of the shop's own screens stay at
 * their screen (no address of theirs moves); a post without a slug of its own in a language
 * shows the Dutch one there, as the shop does.
 */
export function publishedAddresses(
  collection: PreviewCollection,
  doc: PublishedDoc,
): Partial<Record<Locale, string>> {
  if (collection === 'pages' && isPageKey(inLanguage(doc.slug ?? null, defaultLocale))) return {}
  const entries = locales.flatMap((locale) => {
    const slug =
      collection === 'posts'
        ? (inLanguage(doc.slug, locale) ?? inLanguage(doc.slug, defaultLocale))
        : inLanguage(doc.slug, locale)
    const address = publicAddress(
      collection,
      { id: doc.id, slug, path: inLanguage(doc.path, locale), category: doc.category },
      locale,
    )
    return address ? [[locale, readable(address)] as const] : []
  })
  return Object.fromEntries(entries)
}

/** The addresses that changed in a language between two published versions. */
export function movedAddresses(
  before: Partial<Record<Locale, string>>,
  after: Partial<Record<Locale, string>>,
): Move[] {
  return locales.flatMap((locale) => {
    const from = before[locale]
    const to = after[locale]
    return from && to && from !== to ? [{ from, to }] : []
  })
}
