/**
 * The header menu the editors keep in the navigation global: entries of a page, a category or
 * another address, their words in three languages, in the editors' order.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Category } from '@/commerce/types'
import { headerMenu, type NavLink } from '@/components/layout/menu'
import { readHeaderMenu } from '@/content/header-menu'

import { testPayload, uniqueSlug } from './support/payload'

let payload: Payload
let categoryId: number
let pageId: number
let draftId: number
const path = uniqueSlug('recepten')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')

const words = { nl: 'Onze recepten', fr: 'Nos recettes', en: 'Our recipes' } as const

beforeAll(async () => {
  payload = await testPayload()
  categoryId = 200_000 + Math.floor(Math.random() * 100_000)
  await payload.create({ collection: 'categories', data: { id: categoryId, name: 'Wild' } })
  const page = await payload.create({
    collection: 'pages',
    locale: 'nl',
    data: { slug: uniqueSlug('page'), title: 'Recepten', path, _status: 'published' },
  })
  pageId = page.id
  for (const [locale, title] of [
    ['fr', 'Recettes'],
    ['en', 'Recipes'],
  ] as const)
    await payload.update({
      collection: 'pages',
      id: pageId,
      locale,
      data: { title, path: `${path}-${locale}`, _status: 'published' },
    })
  const draft = await payload.create({
    collection: 'pages',
    draft: true,
    data: { slug: uniqueSlug('page'), title: 'Nog niet klaar', _status: 'draft' },
  })
  draftId = draft.id
  const saved = await payload.updateGlobal({
    slug: 'navigation',
    locale: 'nl',
    depth: 0,
    data: {
      menu: [
        { target: 'category', category: categoryId },
        { target: 'page', page: pageId, label: words.nl },
        { target: 'url', url: 'https://old.example', label: 'Oude winkel' },
        { target: 'page', page: draftId, label: 'Verborgen' },
      ],
    },
  })
  for (const locale of ['fr', 'en'] as const)
    await payload.updateGlobal({
      slug: 'navigation',
      locale,
      data: {
        menu: (saved.menu ?? []).map((row, index) => ({
          ...row,
          label: [null, words[locale], locale === 'fr' ? 'Ancienne boutique' : 'Old shop', null][
            index
          ],
        })),
      },
    })
}, 120_000)

afterAll(async () => {
  await payload.updateGlobal({ slug: 'navigation', data: { menu: [] } })
  await payload.delete({ collection: 'pages', where: { id: { in: [pageId, draftId] } } })
  await payload.delete({ collection: 'categories', where: { id: { equals: categoryId } } })
})

const roots: Category[] = []
const labels = (key: string) => key
const shape = (link: NavLink) => ('url' in link ? link.url : link.href)

describe('the header menu from the navigation global', () => {
  it('reads the entries in order with their words per language', async () => {
    const entries = await readHeaderMenu(payload, 'fr')
    expect(entries.map((entry) => entry.target)).toEqual(['category', 'page', 'url', 'page'])
    expect(entries.map((entry) => entry.label)).toEqual([
      null,
      'Nos recettes',
      'Ancienne boutique',
      // A text left empty in French shows the Dutch one.
      'Verborgen',
    ])
    expect(entries[0].categoryId).toBe(categoryId)
    expect(entries[1].page).toMatchObject({ path: `${path}-fr`, title: 'Recettes' })
  })

  it('leaves a page visitors may not read out of the menu', async () => {
    const entries = await readHeaderMenu(payload, 'nl')
    expect(entries[3].page).toBeNull()
  })

  for (const [locale, address] of [
    ['nl', `/${path}`],
    ['fr', `/fr/${path}-fr`],
    ['en', `/en/${path}-en`],
  ] as const) {
    it(`links each entry in ${locale}`, async () => {
      const category: Category = {
        id: categoryId,
        name: 'Wild',
        slug: 'wild',
        description: null,
        image: null,
        parentId: null,
        subCategories: [],
      }
      const menu = headerMenu(
        [...roots, category],
        [],
        labels,
        await readHeaderMenu(payload, locale),
        locale,
      )
      expect(menu.map((group) => group.label)).toEqual([
        'Wild',
        words[locale],
        { nl: 'Oude winkel', fr: 'Ancienne boutique', en: 'Old shop' }[locale],
      ])
      expect(menu.map(shape)).toEqual([
        { pathname: '/meat-types/[id]/[slug]', params: { id: categoryId, slug: 'wild' } },
        address,
        'https://old.example',
      ])
    })
  }
})
