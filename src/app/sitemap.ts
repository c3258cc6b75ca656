import type { MetadataRoute } from 'next'

import { commerce } from '@/commerce'
import { siteFrame } from '@/content/settings'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { localizedPath, type RouteParams } from '@/i18n/paths'
import type { AppPathname } from '@/i18n/pathnames'
import { requestOrigin } from '@/lib/request-origin'

export const dynamic = 'force-dynamic'

const PUBLIC_SCREENS: AppPathname[] = [
  '/',
  '/products',
  '/inspiration',
  '/news',
  '/delivery',
  '/contact',
  '/faq',
  '/terms-and-conditions',
  '/privacy-policy',
  '/gift-voucher',
  '/tester',
]

type Entry = { pathname: AppPathname; params: (locale: Locale) => RouteParams }

/** Every public screen, category and product, each with its versions in the three languages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { settings } = await siteFrame(defaultLocale)
  if (!settings.indexing) return []
  const origin = await requestOrigin()

  const slugs = async <T extends { id: number; slug: string }>(
    list: (locale: Locale) => Promise<T[]>,
  ) => {
    const perLocale = await Promise.all(
      locales.map(async (locale) => [locale, await list(locale)] as const),
    )
    const byId = new Map<number, Partial<Record<Locale, string>>>()
    for (const [locale, items] of perLocale) {
      for (const item of items) byId.set(item.id, { ...byId.get(item.id), [locale]: item.slug })
    }
    return byId
  }
  const categories = await slugs((locale) => commerce.catalog.allCategories(locale))
  const products = await slugs(async (locale) => {
    const first = await commerce.catalog.products({ locale, pageSize: 48 })
    const rest = await Promise.all(
      Array.from({ length: first.totalPages - 1 }, (_, index) =>
        commerce.catalog.products({ locale, pageSize: 48, page: index + 2 }),
      ),
    )
    return [first, ...rest].flatMap((page) => page.items)
  })

  const entries: Entry[] = [
    ...PUBLIC_SCREENS.map((pathname) => ({ pathname, params: () => ({}) })),
    ...[...categories].map(([id, names]) => ({
      pathname: '/meat-types/[id]/[slug]' as const,
      params: (locale: Locale) => ({ id, slug: names[locale] ?? names.nl ?? '' }),
    })),
    ...[...products].map(([id, names]) => ({
      pathname: '/meat/[id]/[slug]' as const,
      params: (locale: Locale) => ({ id, slug: names[locale] ?? names.nl ?? '' }),
    })),
  ]
  const url = (entry: Entry, locale: Locale) =>
    `${origin}${localizedPath(entry.pathname, entry.params(locale), locale)}`
  return entries.map((entry) => ({
    url: url(entry, defaultLocale),
    alternates: {
      languages: Object.fromEntries(locales.map((locale) => [locale, url(entry, locale)])),
    },
  }))
}
