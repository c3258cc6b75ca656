import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { touchesPublished } from '@/collections/Pages/expire-page'
import { expire } from '@/collections/hooks/revalidate-tags'
import { contentTags } from '@/content/tags'
import type { Post } from '@/payload-types'

/** A post's own page and the lists that show it (inspiration, news, the home page's teasers). */
export const postTags = (post: Pick<Post, 'id'>): string[] => [
  contentTags.post(post.id),
  contentTags.posts,
]

const afterChange: CollectionAfterChangeHook<Post> = ({ doc, previousDoc, context }) => {
  if (!context.skipRevalidation && touchesPublished(doc, previousDoc)) expire(postTags(doc))
  return doc
}

const afterDelete: CollectionAfterDeleteHook<Post> = ({ doc }) => {
  expire(postTags(doc))
  return doc
}

export const expirePost = { afterChange: [afterChange], afterDelete: [afterDelete] }
