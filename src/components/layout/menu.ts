import type { ComponentProps } from 'react'

import { PACKAGES_AND_PROMOS, PROMOS } from '@/commerce/rules/categories'
import type { Category, CategoryRef } from '@/commerce/types'
import type { Link } from '@/i18n/navigation'

export type Href = ComponentProps<typeof Link>['href']
export type MenuLink = { label: string; href: Href }
export type MenuGroup = MenuLink & { children: MenuLink[] }

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

/** The header menu of spec section 2, from catalog categories and the navigation global. */
export function headerMenu(
  roots: Category[],
  blogCategories: BlogCategory[],
  t: Labels,
): MenuGroup[] {
  const packages = roots.find((category) => category.id === PACKAGES_AND_PROMOS)
  const promos = packages?.subCategories.find((category) => category.id === PROMOS)
  const link = (category: CategoryRef): MenuLink => ({
    label: category.name,
    href: categoryHref(category),
  })
  return [
    {
      label: t('allProducts'),
      href: '/products',
      children: roots.filter((category) => category.id !== PACKAGES_AND_PROMOS).map(link),
    },
    ...(packages
      ? [
          {
            ...link(packages),
            children: packages.subCategories.filter((sub) => sub.id !== PROMOS).map(link),
          },
        ]
      : []),
    ...(promos ? [{ ...link(promos), children: [] }] : []),
    {
      label: t('inspiration'),
      href: '/inspiration',
      children: blogCategories.map((category) => ({
        label: category.label,
        href: inspirationHref(category),
      })),
    },
    { label: t('deliveryAndHelp'), href: '/delivery', children: infoLinks(t) },
    { label: t('about'), href: { pathname: '/', hash: 'about' }, children: [] },
  ]
}
