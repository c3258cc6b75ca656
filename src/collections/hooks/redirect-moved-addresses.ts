import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import {
  type Move,
  movedAddresses,
  publishedAddresses,
  type PublishedDoc,
} from '@/content/moved-addresses'
import type { PreviewCollection } from '@/content/preview-path'
import { keepRequestLocale } from '@/lib/keep-request-locale'

/** Redirects the shop makes itself when an address moves: permanent, method kept. */
export const MOVED_STATUS = '308'

const publishedDoc = async (
  collection: PreviewCollection,
  id: number | string,
  req: PayloadRequest,
): Promise<PublishedDoc | null> => {
  const doc = await keepRequestLocale(req, () =>
    req.payload.findByID({
      collection,
      id,
      locale: 'all',
      depth: 0,
      draft: false,
      disableErrors: true,
      overrideAccess: true,
      req,
    }),
  )
  return doc?._status === 'published' ? (doc as unknown as PublishedDoc) : null
}

/**
 * One move in the redirect list: the old address leads to the new one, redirects that led to
 * the old address lead straight to the new one, and none leaves the new address any more.
 */
async function recordMove({ from, to }: Move, req: PayloadRequest) {
  const { payload } = req
  await payload.delete({
    collection: 'redirects',
    where: { from: { equals: to } },
    overrideAccess: true,
    req,
  })
  await payload.update({
    collection: 'redirects',
    where: { to: { equals: from } },
    data: { to },
    overrideAccess: true,
    req,
  })
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const data = { from, to, status: MOVED_STATUS } as const
  if (docs[0])
    await payload.update({
      collection: 'redirects',
      id: docs[0].id,
      data,
      overrideAccess: true,
      req,
    })
  else await payload.create({ collection: 'redirects', data, overrideAccess: true, req })
}

const contextKey = (collection: PreviewCollection, id: unknown) =>
  `addressesBefore:${collection}:${id}`

/**
 * When a page or a post is published at another address than its published one (in any
 * language), its old address redirects to the new one, so links and search results keep
 * working. Drafts move nothing: visitors only ever saw the published address.
 */
export function redirectMovedAddresses(collection: PreviewCollection) {
  const beforeChange: CollectionBeforeChangeHook = async ({
    data,
    originalDoc,
    operation,
    req,
  }) => {
    if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
    const before = await publishedDoc(collection, originalDoc.id, req)
    // On `req.context` itself: each Local API call with `req` gives it a new context object.
    if (before)
      req.context[contextKey(collection, originalDoc.id)] = publishedAddresses(collection, before)
    return data
  }

  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    const key = contextKey(collection, doc.id)
    const before = req.context[key] as ReturnType<typeof publishedAddresses> | undefined
    if (!before || doc._status !== 'published') return doc
    delete req.context[key]
    const after = await publishedDoc(collection, doc.id, req)
    if (!after) return doc
    for (const move of movedAddresses(before, publishedAddresses(collection, after)))
      await recordMove(move, req)
    return doc
  }

  return { beforeChange, afterChange }
}
