import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { ContentView } from '@/components/content/content-view'
import { findPageByPath, pagePaths, publishedPaths } from '@/content/pages'
import { isPagePath } from '@/content/page-path'
import { pageAlternates } from '@/content/page-alternates'
import { seoMetadata } from '@/content/seo-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

// The same for every visitor: rendered on the first request, then served from cache until the
// page's tag expires, as the shop's own screens are (docs/adr/0006). Any address reaches this
// route, and its not-found page is cached too: in memory only, within Next.js's limit
// (docs/adr/0039). The not-found page of an address a page could take reads the published
// paths under their tag, so publishing a page there expires it.
export const revalidate = 3600
export const generateStaticParams = () => []

/** The page at /<path> in this language, if an editor made one; anything else is not found. */
async function pageAt(params: Props['params'], draft = false) {
  const { locale, rest } = await params
  if (!isLocale(locale) || rest.length !== 1) return null
  let path: string
  try {
    path = decodeURIComponent(rest[0]).normalize('NFC')
  } catch {
    return null
  }
  if (!isPagePath(path)) return null
  if (!draft && !(await publishedPaths(locale)).includes(path)) return null
  const page = await findPageByPath(path, locale, { draft })
  return page ? { page, locale } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const draft = (await draftMode()).isEnabled
  const found = await pageAt(params, draft)
  if (!found) return {}
  const { page, locale } = found
  return {
    ...seoMetadata({
      title: page.seoTitle || page.title,
      description: page.description,
      image: page.shareImage,
    }),
    alternates: pageAlternates(await pagePaths(page.id, { draft }), locale as Locale),
  }
}

export default async function EditorPage({ params }: Props) {
  const draft = (await draftMode()).isEnabled
  const found = await pageAt(params, draft)
  if (!found) notFound()
  setRequestLocale(found.locale)
  return <ContentView page={found.page} locale={found.locale} draft={draft} />
}
