import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  TypeWithID,
} from 'payload'

import { forgetCachedPages } from '@/server/page-cache'

import { cacheTags } from './tags'

type Id = number | string
type Doc = { id: Id }
type Reviewed = { product: Id | Doc }

const productOf = (review: Reviewed) =>
  typeof review.product === 'object' ? review.product.id : review.product

/**
 * What expires what: the tags a change to each collection's or global's documents expires.
 * Besides the admin, an order that sells a product out expires that product
 * (src/commerce/native/order-placement.ts), and nopCommerce's webhook the products and categories
 * it names (src/commerce/nopcommerce/catalog-webhook.ts).
 */
export const expiredBy = {
  // The catalog: any product or category may be in any list, search or facet.
  products: (product: Doc) => [cacheTags.catalog, cacheTags.product(product.id)],
  categories: (category: Doc) => [cacheTags.catalog, cacheTags.category(category.id)],
  breeds: () => [cacheTags.catalog],
  tags: () => [cacheTags.catalog],
  // A review shows on its product's page; moved to another product, on that one's instead.
  reviews: (review: Reviewed, previous?: Reviewed | null) =>
    [...new Set([review, previous ?? review].map(productOf))].map(cacheTags.product),
  // Editorial content: the document itself and the lists or lookups that show it.
  pages: (page: { slug: string }) => [cacheTags.page(page.slug), cacheTags.pagePaths],
  posts: (post: Doc) => [cacheTags.post(post.id), cacheTags.posts],
  tests: (test: Doc) => [cacheTags.test(test.id), cacheTags.tests],
  // Globals: the frame of every page.
  'shop-settings': () => [cacheTags.settings],
  'delivery-calendar': () => [cacheTags.settings],
  banner: () => [cacheTags.settings],
  navigation: () => [cacheTags.settings],
}

function expireNow(tags: string[]): void {
  forgetCachedPages()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js server (seed, scripts, tests) there is no cache to expire.
    }
  }
}

/**
 * Expires `tags`: Next.js's data and page caches (every server's, through the Redis handler when
 * REDIS_URL is set, src/server/next-cache-handler.mjs) and this server's page cache, now and
 * again once the request has been answered. Payload runs afterChange hooks before it commits the
 * change: a page read in between gets the old data under a stamp later than the expiry, which
 * Next.js would keep as fresh for the data's lifetime. The answer goes out after the commit.
 */
export function expire(tags: string[]): void {
  expireNow(tags)
  try {
    after(() => expireNow(tags))
  } catch {
    // Outside a request (seed, scripts, tests) there is no answer to wait for.
  }
}

type Status = { _status?: string | null }

/** Drafts and autosaves reach no visitor, so only a change to what is published expires caches. */
export const touchesPublished = (doc: Status, previous?: Status | null): boolean =>
  doc._status !== 'draft' || previous?._status === 'published'

type Approval = { approved?: boolean | null }

/** Only approved reviews are shown, so a review waiting for approval expires nothing. */
export const touchesApproved = (doc: Approval, previous?: Approval | null): boolean =>
  Boolean(doc.approved || previous?.approved)

type When<D> = {
  /** Whether a change reaches visitors; every change does unless said otherwise. */
  changed?: (doc: D, previous?: D | null) => boolean
  /** Whether a deletion does; every deletion does unless said otherwise. */
  deleted?: (doc: D) => boolean
}

/**
 * A collection's afterChange and afterDelete hooks that expire what `tagsOf` its document says
 * (`expiredBy`). A seed or a test that passes `skipRevalidation` in the context expires nothing.
 */
export function expireHooks<D extends TypeWithID>(
  tagsOf: (doc: D, previous?: D | null) => string[],
  { changed = () => true, deleted = () => true }: When<D> = {},
): { afterChange: CollectionAfterChangeHook<D>[]; afterDelete: CollectionAfterDeleteHook<D>[] } {
  return {
    afterChange: [
      ({ doc, previousDoc, context }) => {
        if (!context.skipRevalidation && changed(doc, previousDoc)) expire(tagsOf(doc, previousDoc))
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        if (deleted(doc)) expire(tagsOf(doc))
        return doc
      },
    ],
  }
}

/** A global's afterChange hook that expires what `tags` says (`expiredBy`). */
export const expireGlobalHook =
  (tags: () => string[]): GlobalAfterChangeHook =>
  ({ doc, context }) => {
    if (!context.skipRevalidation) expire(tags())
    return doc
  }
