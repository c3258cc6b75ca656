import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { touchesPublished } from '@/collections/Pages/expire-page'
import { expire } from '@/collections/hooks/revalidate-tags'
import { contentTags } from '@/content/tags'
import type { Test } from '@/payload-types'

export const testTags = (test: Pick<Test, 'id'>): string[] => [
  contentTags.test(test.id),
  contentTags.tests,
]

const afterChange: CollectionAfterChangeHook<Test> = ({ doc, previousDoc, context }) => {
  if (!context.skipRevalidation && touchesPublished(doc, previousDoc)) expire(testTags(doc))
  return doc
}

const afterDelete: CollectionAfterDeleteHook<Test> = ({ doc }) => {
  expire(testTags(doc))
  return doc
}

export const expireTest = { afterChange: [afterChange], afterDelete: [afterDelete] }
