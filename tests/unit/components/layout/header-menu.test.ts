import { describe, expect, it } from 'vitest'

import type { Category } from '@/commerce/types'
import { headerMenu, type MenuEntry, pageLink } from '@/components/layout/menu'

const category = (
  id: number,
  name: string,
  subCategories: Category['subCategories'] = [],
): Category => ({
  id,
  name,
  slug: name,
  description: null,
  image: null,
  parentId: null,
  subCategories,
})

const roots = [
  category(2, 'Rund'),
  category(3, 'Kalf'),
  category(52, 'Pakketten', [
    { id: 1, name: 'Vleespakketten', slug: 'Vleespakketten' },
    { id: 53, name: 'BBQ', slug: 'BBQ' },
    { id: 56, name: 'Promoties', slug: 'Promoties' },
  ]),
]
const blog = [
  { tag: '', label: 'Blog' },
  { tag: 'recipes', label: 'Recepten' },
]
const menu = headerMenu(roots, blog, (key) => key)

describe('header menu', () => {
  it('has the groups of the spec in order', () => {
    expect(menu.map((group) => group.label)).toEqual([
      'allProducts',
      'Pakketten',
      'Promoties',
      'inspiration',
      'deliveryAndHelp',
      'about',
    ])
  })

  it('lists root categories except 52 under all products', () => {
    expect(menu[0].children.map((link) => link.label)).toEqual(['Rund', 'Kalf'])
  })

  it('lists the subcategories of 52 except the promos item, which stands on its own', () => {
    expect(menu[1].children.map((link) => link.label)).toEqual(['Vleespakketten', 'BBQ'])
    expect(menu[2]).toMatchObject({
      href: { pathname: '/meat-types/[id]/[slug]', params: { id: 56, slug: 'Promoties' } },
      children: [],
    })
  })

  it('links blog categories to the inspiration list by tag', () => {
    expect(menu[3].children.map((link) => link.href)).toEqual([
      '/inspiration',
      { pathname: '/inspiration', query: { tag: 'recipes' } },
    ])
  })

  it('groups delivery, contact and FAQ under delivery and help', () => {
    expect(menu[4].children.map((link) => link.href)).toEqual(['/delivery', '/contact', '/faq'])
  })

  it('leaves out packages and promos when the catalog has no category 52', () => {
    expect(headerMenu(roots.slice(0, 2), [], (key) => key).map((group) => group.label)).toEqual([
      'allProducts',
      'inspiration',
      'deliveryAndHelp',
      'about',
    ])
  })
})

describe("header menu from the editors' entries", () => {
  const entries: MenuEntry[] = [
    { target: 'category', categoryId: 56, label: 'Acties' },
    { target: 'category', categoryId: 52 },
    { target: 'page', page: { slug: 'bbq-tips', path: 'bbq-tips', title: 'BBQ-tips' } },
    { target: 'page', page: { slug: 'contact', path: null, title: 'Contact' }, label: 'Bel ons' },
    { target: 'url', url: 'https://old.example', label: 'Oude winkel' },
    { target: 'url', url: 'https://no-label.example' },
    { target: 'category', categoryId: 999 },
  ]

  it("shows the entries in their order, with the editor's text or the name", () => {
    expect(headerMenu(roots, blog, (key) => key, entries).map((group) => group.label)).toEqual([
      'Acties',
      'Pakketten',
      'BBQ-tips',
      'Bel ons',
      'Oude winkel',
    ])
  })

  it("lists a category's subcategories but those that are entries of their own", () => {
    const [, packages] = headerMenu(roots, blog, (key) => key, entries)
    expect(packages.children.map((link) => link.label)).toEqual(['Vleespakketten', 'BBQ'])
  })

  it("links an editor's page at its address per language, a screen page at its screen", () => {
    const page = { slug: 'bbq-tips', path: 'bbq-tips', title: 'BBQ-tips' }
    expect(pageLink(page, 'nl')).toEqual({ url: '/bbq-tips' })
    expect(pageLink(page, 'fr')).toEqual({ url: '/fr/bbq-tips' })
    expect(pageLink(page, 'en')).toEqual({ url: '/en/bbq-tips' })
    expect(pageLink({ slug: 'delivery', path: null }, 'fr')).toEqual({ href: '/delivery' })
    expect(pageLink({ slug: 'x', path: null }, 'fr')).toBeNull()
  })

  it("keeps today's menu while the editors have made none", () => {
    expect(headerMenu(roots, blog, (key) => key, [])).toEqual(headerMenu(roots, blog, (key) => key))
    expect(headerMenu(roots, blog, (key) => key, []).map((group) => group.label)).toEqual(
      menu.map((group) => group.label),
    )
  })
})
