import { describe, expect, it } from 'vitest'

import { postDate } from '@/content/post-date'
import { toPostCard, toPostDetail } from '@/content/post-reshape'
import { readingMinutes, richTextWords } from '@/content/reading-time'
import { localizedPath } from '@/i18n/paths'
import { postHref, postPathname } from '@/i18n/post-href'
import type { Post } from '@/payload-types'

import { lexicalDocument, paragraph, textNode } from '../../support/rich-text'

const words = (count: number) => Array.from({ length: count }, () => 'worst').join(' ')

const post = (change: Partial<Post> = {}): Post => ({
  id: 7,
  title: 'Stoofvlees met Westmalle',
  slug: 'stoofvlees-met-westmalle',
  category: 'blog',
  publishedAt: '2026-11-20T08:00:00.000Z',
  author: 'Jan',
  content: lexicalDocument(paragraph(textNode(words(10)))),
  updatedAt: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  ...change,
})

describe('reading time', () => {
  it('counts 200 words a minute, rounded up', () => {
    expect(readingMinutes(words(200))).toBe(1)
    expect(readingMinutes(words(201))).toBe(2)
    expect(readingMinutes(words(1000))).toBe(5)
  })

  it('is at least a minute, even for no text', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('  \n ')).toBe(1)
  })

  it('counts words separated by any white space', () => {
    expect(readingMinutes(`${words(150)}\n\n${words(100)}\t${words(1)}`)).toBe(2)
  })
})

describe('the words of a rich text', () => {
  it('reads the text of nested nodes, keeping paragraphs apart', () => {
    const state = lexicalDocument(
      paragraph(textNode('Eerst'), { type: 'link', children: [textNode(' de saus.')] }),
      { type: 'list', children: [{ type: 'listitem', children: [textNode('Dan')] }] },
    )
    expect(richTextWords(state).split(/\s+/)).toEqual(['Eerst', 'de', 'saus.', 'Dan'])
  })

  it('leaves out the blocks placed in the text', () => {
    const state = lexicalDocument(paragraph(textNode('Kijk')), {
      type: 'block',
      fields: { blockType: 'productCards', productIds: [1, 2] },
    })
    expect(richTextWords(state).trim()).toBe('Kijk')
  })

  it('gives nothing for no text at all', () => {
    expect(richTextWords(null)).toBe('')
    expect(richTextWords({})).toBe('')
  })
})

describe('a post’s date', () => {
  it('is the day in Brussels, written out in the visitor’s language', () => {
    // 23:30 UTC on New Year's Eve is already the first of January in Belgium.
    const date = '2026-12-31T23:30:00.000Z'
    expect(postDate(date, 'nl')).toBe('1 januari 2027')
    expect(postDate(date, 'fr')).toBe('1 janvier 2027')
    expect(postDate(date, 'en')).toBe('1 January 2027')
  })

  it('follows summer time', () => {
    expect(postDate('2026-07-14T22:30:00.000Z', 'nl')).toBe('15 juli 2026')
    expect(postDate('2026-07-14T21:30:00.000Z', 'nl')).toBe('14 juli 2026')
  })
})

describe('a post’s address', () => {
  it('puts news under the news list and the rest under inspiration', () => {
    expect(postPathname('news')).toBe('/news/[id]/[slug]')
    expect(postPathname('recipes')).toBe('/inspiration/[id]/[slug]')
    expect(postPathname('blog')).toBe('/inspiration/[id]/[slug]')
  })

  it('is localized like every other route', () => {
    const { pathname, params } = postHref({ id: 4, slug: 'nieuwe-winkel', category: 'news' })
    expect(localizedPath(pathname, params, 'fr')).toBe('/fr/actualit%C3%A9s/4/nieuwe-winkel')
    expect(localizedPath(pathname, params, 'nl')).toBe('/nieuws/4/nieuwe-winkel')
  })
})

describe('a post as the storefront shows it', () => {
  it('has its reading time, an unpopulated cover left out, an empty excerpt as none', () => {
    const card = toPostCard(post({ cover: 3, excerpt: '' }))
    expect(card).toMatchObject({ id: 7, slug: 'stoofvlees-met-westmalle', readingMinutes: 1 })
    expect(card.cover).toBeNull()
    expect(card.excerpt).toBeNull()
  })

  it('makes the slug from the title when it has none', () => {
    expect(toPostCard(post({ slug: null, title: 'Côte à l’os, “perfect”' })).slug).toBe(
      'côte-à-los-perfect',
    )
  })

  it('gives a recipe only to recipes, and counts its steps in the reading time', () => {
    const recipe: Post['recipe'] = {
      servings: 4,
      ingredients: [{ amount: '', name: 'Zout' }],
      steps: [{ text: words(300) }],
      productIds: [12, 15],
    }
    expect(toPostDetail(post({ recipe })).recipe).toBeNull()
    const detail = toPostDetail(post({ category: 'recipes', recipe }))
    expect(detail.recipe).toEqual({
      servings: 4,
      prepMinutes: null,
      cookMinutes: null,
      ingredients: [{ amount: null, name: 'Zout' }],
      steps: [words(300)],
      productIds: [12, 15],
    })
    expect(detail.readingMinutes).toBe(2)
  })
})
