import type { Payload } from 'payload'

import type { MenuEntry } from '@/components/layout/menu'
import type { Locale } from '@/i18n/locales'

/**
 * The editors' header menu in a language (an empty list: the default menu). A page comes with
 * its address in this language only, never the Dutch one in its place, and only when visitors
 * may read it.
 */
export async function readHeaderMenu(payload: Payload, locale: Locale): Promise<MenuEntry[]> {
  const { menu } = await payload.findGlobal({
    slug: 'navigation',
    locale,
    fallbackLocale: 'nl',
    depth: 0,
    select: { menu: true },
    overrideAccess: false,
  })
  const rows = menu ?? []
  const pageIds = rows.flatMap((row) => (typeof row.page === 'number' ? [row.page] : []))
  const { docs: pages } = pageIds.length
    ? await payload.find({
        collection: 'pages',
        where: { id: { in: pageIds } },
        locale,
        fallbackLocale: false,
        pagination: false,
        depth: 0,
        select: { slug: true, path: true, title: true },
        overrideAccess: false,
      })
    : { docs: [] }
  return rows.map((row) => ({
    target: row.target,
    label: row.label,
    categoryId: typeof row.category === 'object' ? (row.category?.id ?? null) : row.category,
    page: pages.find((page) => page.id === row.page) ?? null,
    url: row.url,
  }))
}
