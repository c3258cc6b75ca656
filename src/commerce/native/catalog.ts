import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import type { Product as ProductDoc } from '@/payload-types'

import type { CatalogApi } from '../provider'
import { searchWords } from '../rules/search-terms'
import type { Locale, Paginated, ProductSort } from '../types'
import { branchIds, rootsOf, withSubCategories } from './category-tree'
import { reviewSummary } from './review-summary'
import {
  populated,
  reshapeBreed,
  reshapeCategory,
  reshapeProduct,
  reshapeSummary,
  reshapeTag,
} from './reshape'

const DEFAULT_PAGE_SIZE = 12
const MAX_PAGE_SIZE = 48

const sortField: Record<ProductSort, string> = {
  relevance: 'name',
  name: 'name',
  'price-asc': 'priceCents',
  'price-desc': '-priceCents',
  newest: '-createdAt',
}

/** Products a visitor may see listed: published (by access) and not hidden when sold out. */
const listable: Where = {
  or: [{ stock: { greater_than: 0 } }, { outOfStock: { not_equals: 'hide' } }],
}

const pageSize = (size?: number) => Math.min(Math.max(1, size ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE)
const pageNumber = (page?: number) => Math.max(1, Math.floor(page ?? 1))

type Found<T> = { docs: T[]; page?: number; limit: number; totalDocs: number; totalPages: number }
const paginated = <T, U>(found: Found<T>, map: (doc: T) => U): Paginated<U> => ({
  items: found.docs.map(map),
  page: found.page ?? 1,
  pageSize: found.limit,
  totalItems: found.totalDocs,
  totalPages: found.totalPages,
})

/**
 * A tsquery where every normalized word matches as a prefix ("rund gehakt" → 'rund':* & 'gehakt':*).
 * Each word is quoted as a tsquery lexeme (quotes doubled, backslashes escaped), so whatever the
 * normalization turns it into, the query text is valid; a word without any lexeme left matches
 * nothing instead of failing.
 */
const prefixTsQuery = (words: string) => sql`
  SELECT to_tsquery('simple', string_agg(
    '''' || replace(replace(word, '\\', '\\\\'), '''', '''''') || ''':*', ' & '))
  FROM regexp_split_to_table(search_normalize(${words}), '\\s+') AS word
  WHERE word <> ''`

/** The catalog on Payload collections, read as an anonymous visitor (published data only). */
export function nativeCatalog(payload: () => Promise<Payload>): CatalogApi {
  const visitor = { overrideAccess: false, fallbackLocale: 'nl' as const }

  async function flatCategories(locale: Locale) {
    const { docs } = await (
      await payload()
    ).find({
      collection: 'categories',
      locale,
      pagination: false,
      depth: 1,
      ...visitor,
    })
    return docs.map(reshapeCategory)
  }

  async function categoryFilter(locale: Locale, categoryId?: number): Promise<Where[]> {
    if (categoryId === undefined) return []
    return [{ categories: { in: branchIds(await flatCategories(locale), categoryId) } }]
  }

  const api: CatalogApi = {
    async rootCategories(locale) {
      return rootsOf(await flatCategories(locale))
    },

    async category(id, locale) {
      const all = await flatCategories(locale)
      const found = all.find((category) => category.id === id)
      return found ? withSubCategories(all, found) : null
    },

    async allCategories(locale) {
      return (await flatCategories(locale)).map(({ id, name, slug }) => ({ id, name, slug }))
    },

    async products(query) {
      const where: Where = {
        and: [
          listable,
          ...(await categoryFilter(query.locale, query.categoryId)),
          ...(query.tagSlugs?.length ? [{ 'tags.slug': { in: query.tagSlugs } }] : []),
          ...(query.breedSlug ? [{ 'breed.slug': { equals: query.breedSlug } }] : []),
        ],
      }
      const found = await (
        await payload()
      ).find({
        collection: 'products',
        locale: query.locale,
        where,
        sort: sortField[query.sort ?? 'name'],
        page: pageNumber(query.page),
        limit: pageSize(query.pageSize),
        depth: 1,
        ...visitor,
      })
      return paginated(found, reshapeSummary)
    },

    async facets({ locale, categoryId }) {
      const { docs } = await (
        await payload()
      ).find({
        collection: 'products',
        locale,
        where: { and: [listable, ...(await categoryFilter(locale, categoryId))] },
        pagination: false,
        depth: 1,
        select: { breed: true, tags: true },
        ...visitor,
      })
      const breeds = new Map(
        docs.flatMap((doc) => populated([doc.breed ?? 0])).map((b) => [b.id, reshapeBreed(b)]),
      )
      const tags = new Map(
        docs.flatMap((doc) => populated(doc.tags)).map((t) => [t.id, reshapeTag(t)]),
      )
      const byName = <T extends { name: string }>(a: T, b: T) =>
        a.name.localeCompare(b.name, locale)
      return { breeds: [...breeds.values()].sort(byName), tags: [...tags.values()].sort(byName) }
    },

    async product(id, locale) {
      const instance = await payload()
      const { docs } = await instance.find({
        collection: 'products',
        locale,
        where: { id: { equals: id } },
        limit: 1,
        pagination: false,
        depth: 2,
        ...visitor,
      })
      return docs[0] ? reshapeProduct(docs[0], await reviewSummary(instance, docs[0].id)) : null
    },

    async search({ locale, q, page, pageSize: size }) {
      const limit = pageSize(size)
      const current = pageNumber(page)
      const empty = { items: [], page: current, pageSize: limit, totalItems: 0, totalPages: 0 }
      const words = searchWords(q)
      if (!words) return empty

      const instance = await payload()
      const { rows } = await (instance.db as unknown as PostgresAdapter).drizzle.execute<{
        id: number
        total: string
      }>(sql`
        SELECT p.id, count(*) OVER () AS total
        FROM products_locales l
        JOIN products p ON p.id = l._parent_id
        CROSS JOIN (${prefixTsQuery(words)}) AS query(q)
        WHERE l._locale = ${locale}
          AND p._status = 'published'
          AND (p.stock > 0 OR p.out_of_stock <> 'hide')
          AND product_search_document(l.name, l.short_description, l.description) @@ q
        ORDER BY ts_rank(product_search_document(l.name, l.short_description, l.description), q) DESC, l.name
        LIMIT ${limit} OFFSET ${(current - 1) * limit}`)
      if (rows.length === 0) return empty

      const ids = rows.map((row) => Number(row.id))
      const { docs } = await instance.find({
        collection: 'products',
        locale,
        where: { id: { in: ids } },
        pagination: false,
        depth: 1,
        ...visitor,
      })
      const byId = new Map(docs.map((doc: ProductDoc) => [doc.id, doc]))
      const totalItems = Number(rows[0].total)
      return {
        items: ids.flatMap((id) => (byId.has(id) ? [reshapeSummary(byId.get(id)!)] : [])),
        page: current,
        pageSize: limit,
        totalItems,
        totalPages: Math.ceil(totalItems / limit),
      }
    },

    async suggest(q, locale, limit = 6) {
      const { items } = await api.search({ locale, q, pageSize: limit })
      return items.map(({ id, name, slug }) => ({ id, name, slug }))
    },
  }
  return api
}
