import type { ComponentProps } from 'react'

import { PACKAGES_AND_PROMOS, PROMOS } from '@/commerce/rules/categories'
import type { Category, CategoryRef } from '@/commerce/types'
import { isPageKey, publicAddress, screenOfPage } from '@/content/preview-path'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/localized-href'
import type { Link } from '@/i18n/navigation'

export type Href = ComponentProps<typeof Link>['href']
export type MenuLink = { label: string; href: Href }
/** A link of the header menu: a screen of the shop, or an address (an editor's page, elsewhere). */
export type NavLink = MenuLink | { label: string; url: string }
export type MenuGroup = NavLink & { children: MenuLink[] }

/** A menu link as the browser gets it: a screen's address in this language, or an address. */
export type ShownLink = { label: string; path: string }
export type ShownNavLink = ShownLink | { label: string; url: string }
export type ShownMenuGroup = ShownNavLink & { children: ShownLink[] }

/**
 * The menu with every screen's address made in `locale` on the server, so that the menus in the
 * browser need no table of localized paths (docs/adr/0032).
 */
export function shownMenu(groups: MenuGroup[], locale: Locale): ShownMenuGroup[] {
  const shown = (link: MenuLink): ShownLink => ({
    label: link.label,
    path: localizedHref(link.href, locale),
  })
  return groups.map((group) => ({
    ...('url' in group ? { label: group.label, url: group.url } : shown(group)),
    children: group.children.map(shown),
  }))
}

/** Where an entry of the header menu (the navigation global) goes. */
export const menuTargets = [
  'products',
  'category',
  'page',
  'inspiration',
  'help',
  'about',
  'url',
] as const

export type MenuEntry = {
  target: (typeof menuTargets)[number]
  /** The editor's text in this language; empty for the name of what it links to. */
  label?: string | null
  categoryId?: number | null
  page?: { slug?: string | null; path?: string | null; title?: string | null } | null
  url?: string | null
}

type Labels = (
  key: 'allProducts' | 'inspiration' | 'deliveryAndHelp' | 'delivery' | 'contact' | 'faq' | 'about',
) => string
type BlogCategory = { tag: string; label: string }

export const categoryHref = (category: CategoryRef): Href => ({
  pathname: '/meat-types/[id]/[slug]',
  params: { id: category.id, slug: category.slug },
})

export const inspirationHref = ({ tag }: Pick<BlogCategory, 'tag'>): Href =>
  tag ? { pathname: '/inspiration', query: { tag } } : '/inspiration'

export const infoLinks = (t: Labels): MenuLink[] => [
  { label: t('delivery'), href: '/delivery' },
  { label: t('contact'), href: '/contact' },
  { label: t('faq'), href: '/faq' },
]

/** The menu of spec section 2, as the shop shows it while the editors have made none. */
export function defaultMenuEntries(roots: Category[]): MenuEntry[] {
  const packages = roots.find((category) => category.id === PACKAGES_AND_PROMOS)
  const promos = packages?.subCategories.find((category) => category.id === PROMOS)
  return [
    { target: 'products' },
    ...(packages ? [{ target: 'category' as const, categoryId: packages.id }] : []),
    ...(promos ? [{ target: 'category' as const, categoryId: promos.id }] : []),
    { target: 'inspiration' },
    { target: 'help' },
    { target: 'about' },
  ]
}

/** An editor's page in the menu: its screen, or its own address in this language. */
export function pageLink(page: NonNullable<MenuEntry['page']>, locale: Locale) {
  if (isPageKey(page.slug)) return { href: screenOfPage[page.slug] as Href }
  const url = publicAddress('pages', page, locale)
  return url ? { url } : null
}

/**
 * The header menu from the editors' entries (the default menu when there are none): a category
 * lists its subcategories, all products the root categories, each but those that are entries
 * of their own. An entry whose category or page is gone (or unpublished) is left out.
 */
export function headerMenu(
  roots: Category[],
  blogCategories: BlogCategory[],
  t: Labels,
  entries: MenuEntry[] = [],
  locale: Locale = 'nl',
): MenuGroup[] {
  const menu = entries.length > 0 ? entries : defaultMenuEntries(roots)
  const own = new Set(menu.flatMap((entry) => (entry.categoryId ? [entry.categoryId] : [])))
  const link = (category: CategoryRef): MenuLink => ({
    label: category.name,
    href: categoryHref(category),
  })
  const listed = (categories: CategoryRef[]) =>
    categories.filter((category) => !own.has(category.id)).map(link)
  const find = (id: number): (CategoryRef & Partial<Category>) | undefined =>
    roots.find((root) => root.id === id) ??
    roots.flatMap((root) => root.subCategories).find((sub) => sub.id === id)

  const group = (entry: MenuEntry): MenuGroup | null => {
    const text = entry.label?.trim() || null
    switch (entry.target) {
      case 'products':
        return { label: text ?? t('allProducts'), href: '/products', children: listed(roots) }
      case 'category': {
        const category = entry.categoryId ? find(entry.categoryId) : undefined
        if (!category) return null
        return {
          label: text ?? category.name,
          href: categoryHref(category),
          children: listed(category.subCategories ?? []),
        }
      }
      case 'inspiration':
        return {
          label: text ?? t('inspiration'),
          href: '/inspiration',
          children: blogCategories.map((category) => ({
            label: category.label,
            href: inspirationHref(category),
          })),
        }
      case 'help':
        return { label: text ?? t('deliveryAndHelp'), href: '/delivery', children: infoLinks(t) }
      case 'about':
        return { label: text ?? t('about'), href: { pathname: '/', hash: 'about' }, children: [] }
      case 'page': {
        const target = entry.page ? pageLink(entry.page, locale) : null
        const name = text ?? entry.page?.title
        return target && name ? { label: name, ...target, children: [] } : null
      }
      case 'url':
        return entry.url && text ? { label: text, url: entry.url, children: [] } : null
    }
  }
  return menu.flatMap((entry) => group(entry) ?? [])
}
