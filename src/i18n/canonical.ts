import 'server-only'

import { notFound, permanentRedirect } from 'next/navigation'

import { sameSlug } from '@/commerce/rules/slugs'

import { type Locale, locales } from './locales'
import { getPathname } from './navigation'

type Href = Parameters<typeof getPathname>[0]['href']

/** A positive integer id from a path segment, or a 404. */
export function idFromPath(segment: string): number {
  const id = Number(segment)
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== segment) notFound()
  return id
}

/** Sends a visitor who came with a wrong or outdated slug to the canonical address (308). */
export function keepSlugCanonical(
  slugInPath: string,
  canonical: string,
  href: Href,
  locale: Locale,
) {
  if (!sameSlug(slugInPath, canonical)) permanentRedirect(getPathname({ href, locale }))
}

/** A document's id and slug in every language (its current slug where another is missing). */
export async function idAndSlugByLocale(
  document: { id: number; slug: string },
  load: (locale: Locale) => Promise<{ slug: string } | null>,
): Promise<Record<Locale, { id: number; slug: string }>> {
  const found = await Promise.all(
    locales.map(async (locale) => {
      const slug = (await load(locale))?.slug ?? document.slug
      return [locale, { id: document.id, slug }] as const
    }),
  )
  return Object.fromEntries(found) as Record<Locale, { id: number; slug: string }>
}
