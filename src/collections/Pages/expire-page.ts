import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expire } from '@/collections/hooks/revalidate-tags'
import { contentTags } from '@/content/tags'
import type { Page } from '@/payload-types'

/** The tags of a page: its key (the shop's screen reading it) and the address lookup. */
export const pageTags = (page: Pick<Page, 'slug'>): string[] => [
  contentTags.page(page.slug),
  contentTags.pagePaths,
]

/** Drafts and autosaves reach no visitor, so only a change to what is published expires caches. */
export const touchesPublished = (
  doc: { _status?: string | null },
  previous?: { _status?: string | null } | null,
): boolean => doc._status !== 'draft' || previous?._status === 'published'

const afterChange: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, context }) => {
  if (!context.skipRevalidation && touchesPublished(doc, previousDoc)) expire(pageTags(doc))
  return doc
}

const afterDelete: CollectionAfterDeleteHook<Page> = ({ doc }) => {
  expire(pageTags(doc))
  return doc
}

export const expirePage = { afterChange: [afterChange], afterDelete: [afterDelete] }
