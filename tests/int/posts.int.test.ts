import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { findPost, listPosts, POSTS_PER_PAGE } from '@/content/posts'

import { testPayload, uniqueSlug } from './support/payload'

import { richText } from '../support/rich-text'
import { readTags } from './support/data-cache-outside-next'

vi.mock('@/cache/data-cache', () => import('./support/data-cache-outside-next'))

type Category = 'blog' | 'news' | 'recipes'

let payload: Payload

/** A post written in Dutch, published unless `status` says otherwise. */
const createPost = (
  title: string,
  category: Category,
  { publishedAt = new Date().toISOString(), status = 'published' as 'published' | 'draft' } = {},
) =>
  payload.create({
    collection: 'posts',
    locale: 'nl',
    draft: status === 'draft',
    data: {
      title,
      category,
      author: 'Slager Jan',
      publishedAt,
      content: richText(`${title}: een tekst om te lezen.`),
      _status: status,
    },
  })

/** Every post of a list, page after page. */
async function allPosts(category: Category | null, draft = false) {
  const first = await listPosts({ locale: 'nl', category, draft })
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, index) =>
      listPosts({ locale: 'nl', category, page: index + 2, draft }),
    ),
  )
  return [first, ...rest].flatMap((list) => list.posts)
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('the posts data layer', () => {
  it('neither lists nor finds a draft, except in an editor’s preview', async () => {
    const draft = await createPost(uniqueSlug('Concept'), 'blog', { status: 'draft' })

    expect((await allPosts(null)).map((post) => post.id)).not.toContain(draft.id)
    expect(await findPost(draft.id, 'nl')).toBeNull()

    const preview = await findPost(draft.id, 'nl', { draft: true })
    expect(preview?.title).toBe(draft.title)
    expect((await allPosts(null, true)).map((post) => post.id)).toContain(draft.id)
  })

  it('shows the published version while a newer draft waits', async () => {
    const post = await createPost(uniqueSlug('Gepubliceerd'), 'blog')
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'nl',
      draft: true,
      data: { title: 'Nog niet klaar' },
    })

    expect((await findPost(post.id, 'nl'))?.title).toBe(post.title)
    expect((await findPost(post.id, 'nl', { draft: true }))?.title).toBe('Nog niet klaar')
  })

  it('falls back to Dutch where the French text is missing, slug included', async () => {
    const title = uniqueSlug('Varkenshaasje')
    const post = await createPost(title, 'blog')
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Pork tenderloin', content: richText('Slow and low.') },
    })

    const french = await findPost(post.id, 'fr')
    expect(french).toMatchObject({ title, slug: post.slug })
    expect(french?.slug).toBe(title.toLowerCase())
    expect(await findPost(post.id, 'en')).toMatchObject({
      title: 'Pork tenderloin',
      slug: 'pork-tenderloin',
    })

    const frenchList = await listPosts({ locale: 'fr' })
    expect(frenchList.posts.find((card) => card.id === post.id)?.title).toBe(title)
  })

  it('filters by category', async () => {
    const recipe = await createPost(uniqueSlug('Recept'), 'recipes')
    const news = await createPost(uniqueSlug('Nieuws'), 'news')

    const recipes = await allPosts('recipes')
    expect(recipes.map((post) => post.id)).toContain(recipe.id)
    expect(recipes.every((post) => post.category === 'recipes')).toBe(true)

    const newsOnly = await allPosts('news')
    expect(newsOnly.map((post) => post.id)).toContain(news.id)
    expect(newsOnly.map((post) => post.id)).not.toContain(recipe.id)

    const everything = (await allPosts(null)).map((post) => post.id)
    expect(everything).toEqual(expect.arrayContaining([recipe.id, news.id]))
  })

  it('lists the newest first, nine a page', async () => {
    // Dated far ahead, so that these come before anything other tests wrote.
    const dates = Array.from({ length: 10 }, (_, day) => `2099-01-${String(day + 10)}T08:00:00Z`)
    const created = []
    for (const date of dates)
      created.push(await createPost(uniqueSlug('Later'), 'blog', { publishedAt: date }))
    const newestFirst = created.reverse().map((post) => post.id)

    const first = await listPosts({ locale: 'nl' })
    expect(first.posts).toHaveLength(POSTS_PER_PAGE)
    expect(first.posts.map((post) => post.id)).toEqual(newestFirst.slice(0, 9))
    expect(first.totalPages).toBeGreaterThanOrEqual(2)

    const second = await listPosts({ locale: 'nl', page: 2 })
    expect(second.page).toBe(2)
    expect(second.posts[0].id).toBe(newestFirst[9])
  })

  it('gives cards their reading time, author and date', async () => {
    const post = await createPost(uniqueSlug('Kaart'), 'news')
    const card = (await allPosts('news')).find((found) => found.id === post.id)
    expect(card).toMatchObject({
      author: 'Slager Jan',
      category: 'news',
      publishedAt: post.publishedAt,
      readingMinutes: 1,
      excerpt: null,
    })
  })

  it('tags its cached reads so that a change to a post expires them', async () => {
    const post = await createPost(uniqueSlug('Getagd'), 'blog')
    readTags.clear()
    await listPosts({ locale: 'nl' })
    await findPost(post.id, 'nl')
    expect([...readTags].sort()).toEqual(['posts', `post:${post.id}`].sort())
  })
})
