import { describe, expect, it } from 'vitest'

import type { Category } from '@/commerce/types'
import { headerMenu } from '@/components/layout/menu'

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
