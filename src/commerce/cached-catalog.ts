import 'server-only'

import { cached } from '@/cache/data-cache'
import { lifetimes } from '@/cache/lifetimes'
import { cacheTags } from '@/cache/tags'

import type { CatalogApi } from './provider'

type CacheOptions = {
  /** Keeps each backend's entries apart (servers on different backends may share a cache). */
  backend: string
  /** Seconds an entry lives before it is read again (a remote catalog changes unannounced). */
  revalidate?: number
}

/**
 * The catalog behind Next.js's data cache. Every entry carries the `catalog` tag, which any
 * catalog change expires; product and category entries also carry their own tag.
 */
export function cachedCatalog(
  catalog: CatalogApi,
  { backend, revalidate = lifetimes.data }: CacheOptions,
): CatalogApi {
  const cache = <A extends unknown[], R>(
    name: string,
    run: (...args: A) => Promise<R>,
    tags: (...args: A) => string[] = () => [],
  ) =>
    cached(run, ['catalog', backend, name], {
      tags: (...args: A) => [cacheTags.catalog, ...tags(...args)],
      lifetime: revalidate,
    })
  return {
    rootCategories: cache('root-categories', catalog.rootCategories),
    allCategories: cache('all-categories', catalog.allCategories),
    category: cache('category', catalog.category, (id) => [cacheTags.category(id)]),
    products: cache('products', catalog.products),
    facets: cache('facets', catalog.facets),
    product: cache('product', catalog.product, (id) => [cacheTags.product(id)]),
    search: cache('search', catalog.search),
    suggest: cache('suggest', (q: string, locale, limit?: number) =>
      catalog.suggest(q, locale, limit),
    ),
  }
}
