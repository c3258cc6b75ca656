import 'server-only'

import { cache } from 'react'

import { cached } from '@/cache/data-cache'
import { lifetimes } from '@/cache/lifetimes'
import { cacheTags } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import type { PostCategory } from './post-category'
import { type PostCard, type PostDetail, toPostCard, toPostDetail } from './post-reshape'

export type { PostCard, PostDetail, Recipe } from './post-reshape'

export const POSTS_PER_PAGE = 9

export type PostList = { posts: PostCard[]; page: number; totalPages: number }

export type PostListQuery = {
  locale: Locale
  /** One category, or null for every post. */
  category?: PostCategory | null
  page?: number
  /** An editor's live preview (Next's draft mode): the latest drafts, read fresh. */
  draft?: boolean
}

// Draft mode is only ever turned on for a signed-in editor, so its reads may see every draft.
const readOptions = (locale: Locale, draft: boolean) => ({
  locale,
  fallbackLocale: 'nl' as const,
  depth: 1,
  draft,
  overrideAccess: draft,
})

async function readList(
  locale: Locale,
  category: PostCategory | null,
  page: number,
  draft: boolean,
): Promise<PostList> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'posts',
    ...readOptions(locale, draft),
    where: category ? { category: { equals: category } } : {},
    sort: ['-publishedAt', '-id'],
    limit: POSTS_PER_PAGE,
    page,
  })
  return { posts: found.docs.map(toPostCard), page, totalPages: found.totalPages }
}

async function readPost(id: number, locale: Locale, draft: boolean): Promise<PostDetail | null> {
  const payload = await payloadClient()
  const post = await payload.findByID({
    collection: 'posts',
    id,
    ...readOptions(locale, draft),
    disableErrors: true,
  })
  return post ? toPostDetail(post) : null
}

/** Published posts in a language (Dutch where a text is missing), newest first, 9 a page. */
export function listPosts({
  locale,
  category = null,
  page = 1,
  draft = false,
}: PostListQuery): Promise<PostList> {
  if (draft) return readList(locale, category, page, true)
  return publishedList(locale, category, page, false)
}

const publishedList = cached(readList, ['posts', 'list'], {
  tags: [cacheTags.posts],
  lifetime: lifetimes.data,
})

// Once per request: the page, its metadata and its other languages all ask for the same post.
const publishedPost = cached(readPost, ['posts', 'one'], {
  tags: (id) => [cacheTags.post(id)],
  lifetime: lifetimes.data,
})
const postOnce = cache((id: number, locale: Locale, draft: boolean) =>
  draft ? readPost(id, locale, true) : publishedPost(id, locale, false),
)

/** One published post in a language (Dutch where a text is missing), or null. */
export const findPost = (
  id: number,
  locale: Locale,
  { draft = false }: Pick<PostListQuery, 'draft'> = {},
): Promise<PostDetail | null> => postOnce(id, locale, draft)
