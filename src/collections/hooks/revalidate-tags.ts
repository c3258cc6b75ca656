import { revalidateTag } from 'next/cache'
import { forgetCachedPages } from '@/server/page-cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

/** Cache tags of the storefront's data (catalog, shop settings); the data layer tags, hooks expire. */
export const cacheTags = {
  all: 'catalog',
  product: (id: number | string) => `product:${id}`,
  category: (id: number | string) => `category:${id}`,
  settings: 'settings',
}

export function expire(tags: string[]): void {
  forgetCachedPages()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js server (seed, scripts, tests) there is no cache to expire.
    }
  }
}

type TagsFor = (id: number | string) => string[]

/** An afterChange hook for globals: expires fixed tags. */
export const expireTagsOnChange =
  (tags: string[]): GlobalAfterChangeHook =>
  ({ doc, context }) => {
    if (!context.skipRevalidation) expire(tags)
    return doc
  }

/** afterChange and afterDelete hooks that expire the given tags of the changed document. */
export function expireTagsHooks(tagsFor: TagsFor): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, context }) => {
        if (!context.skipRevalidation) expire([cacheTags.all, ...tagsFor(doc.id)])
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        expire([cacheTags.all, ...tagsFor(doc.id)])
        return doc
      },
    ],
  }
}
