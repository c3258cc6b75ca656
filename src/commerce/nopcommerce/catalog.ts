import type { CatalogApi } from '../provider'
import { searchWords } from '../rules/search-terms'
import { productSlug } from '../rules/slugs'
import type {
  Locale,
  Paginated,
  Product,
  ProductFacets,
  ProductQuery,
  ProductSort,
  ProductSummary,
} from '../types'
import { anonymously } from './anonymous-call'
import {
  flattenCategories,
  reshapeCategory,
  reshapeFacets,
  reshapeProduct,
  reshapeProducts,
  reshapeRootCategory,
} from './catalog-reshape'
import type {
  NopCatalogCommand,
  NopCatalogProducts,
  NopCategoryModel,
  NopCategorySimple,
  NopProductDetails,
  NopProductOverview,
} from './catalog-wire'
import type { NopContext } from './context'
import { NopHttpError } from './http-client'
import { specificationOptionIds } from './specification-attributes'

const DEFAULT_PAGE_SIZE = 12
const MAX_PAGE_SIZE = 48

/** nopCommerce's ProductSortingEnum. */
const orderBy: Record<ProductSort, number> = {
  relevance: 0,
  name: 5,
  'price-asc': 10,
  'price-desc': 11,
  newest: 15,
}

const pageSizeOf = (size?: number) =>
  Math.min(Math.max(1, Math.floor(size ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE)
const pageNumberOf = (page?: number) => Math.max(1, Math.floor(page ?? 1))

type ProductsAnswer = { catalogProductsModel?: NopCatalogProducts | null }

/** The whole catalog: an advanced search for every product (an empty term) in all categories. */
const wholeCatalog = { q: '', cid: 0, isc: true, advs: true }

/** An id that is not found (404), or that nopCommerce refuses (400), is no such thing. */
async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer
  } catch (error) {
    if (error instanceof NopHttpError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

/** Product/GetProductDetails; null for a product the shop does not sell (any more). */
async function productDetails(context: NopContext, id: number, locale: Locale) {
  const answer = await orNull(
    anonymously(context, locale, (token) =>
      context.client.get<{ productDetailsModel?: NopProductDetails | null }>(
        `Product/GetProductDetails/${id}`,
        { token },
      ),
    ),
  )
  return answer?.productDetailsModel ?? null
}

const noFacets: ProductFacets = { breeds: [], tags: [] }

/**
 * A product as a cart, an order or checkout needs it (how it is sold, its price, stock and gift
 * card) in one call, fresh: without related products, and with breed and tags by name only
 * (no catalog facets to give their ids).
 */
export function nopProductLookup(context: NopContext) {
  return {
    async product(id: number, locale: Locale): Promise<Product | null> {
      const model = await productDetails(context, id, locale)
      return model ? reshapeProduct(model, [], noFacets) : null
    },
  }
}

/** The catalog over the plugin's Catalog and Product calls, as the anonymous visitor. */
export function nopCatalog(context: NopContext): CatalogApi {
  const { client } = context

  const listProducts = (
    locale: Locale,
    categoryId: number | undefined,
    command: NopCatalogCommand,
  ) =>
    anonymously(context, locale, (token) =>
      categoryId === undefined
        ? client.post<ProductsAnswer>('Catalog/SearchProducts', {
            token,
            json: { model: wholeCatalog, command },
          })
        : client.post<ProductsAnswer>(`Catalog/GetCategoryProducts/${categoryId}`, {
            token,
            json: command,
          }),
    )

  async function facets(locale: Locale, categoryId?: number) {
    const answer = await orNull(listProducts(locale, categoryId, { pageNumber: 1, pageSize: 1 }))
    return reshapeFacets(answer?.catalogProductsModel?.specificationFilter, locale)
  }

  /** The option ids of breed and tag slugs; null when one of them is unknown to the shop. */
  async function optionIds(query: ProductQuery): Promise<number[] | null> {
    const slugs = [...(query.breedSlug ? [query.breedSlug] : []), ...(query.tagSlugs ?? [])]
    if (slugs.length === 0) return []
    const known = slugs.map((slug) => specificationOptionIds[slug])
    if (known.every((id) => id !== undefined)) return known
    const offered = await facets(query.locale)
    const ids = slugs.map(
      (slug, index) =>
        known[index] ??
        [...offered.breeds, ...offered.tags].find((option) => option.slug === slug)?.id,
    )
    return ids.every((id) => id !== undefined) ? (ids as number[]) : null
  }

  const roots = (locale: Locale) =>
    anonymously(context, locale, (token) =>
      client.get<NopCategorySimple[]>('Catalog/GetCatalogRoot', {
        token,
        query: { loadImage: true },
      }),
    )

  const api: CatalogApi = {
    async rootCategories(locale) {
      return (await roots(locale)).map(reshapeRootCategory)
    },

    async category(id, locale) {
      const answer = await orNull(
        anonymously(context, locale, (token) =>
          client.post<{ categoryModelDto?: NopCategoryModel | null }>(`Catalog/GetCategory/${id}`, {
            token,
            json: { pageNumber: 1, pageSize: 1 } satisfies NopCatalogCommand,
          }),
        ),
      )
      return answer?.categoryModelDto ? reshapeCategory(answer.categoryModelDto) : null
    },

    async allCategories(locale) {
      return flattenCategories(await roots(locale))
    },

    async products(query): Promise<Paginated<ProductSummary>> {
      const page = pageNumberOf(query.page)
      const pageSize = pageSizeOf(query.pageSize)
      const ids = await optionIds(query)
      if (ids === null) return { items: [], page, pageSize, totalItems: 0, totalPages: 0 }
      const answer = await orNull(
        listProducts(query.locale, query.categoryId, {
          specificationOptionIds: ids.length ? ids : undefined,
          orderBy: orderBy[query.sort ?? 'name'],
          pageNumber: page,
          pageSize,
        }),
      )
      return reshapeProducts(answer?.catalogProductsModel, page, pageSize)
    },

    facets: ({ locale, categoryId }) => facets(locale, categoryId),

    async product(id, locale) {
      const model = await productDetails(context, id, locale)
      if (!model) return null
      const [related, options] = await Promise.all([
        anonymously(context, locale, (token) =>
          client.get<NopProductOverview[]>(`Product/GetRelatedProducts/${id}`, { token }),
        ),
        facets(locale),
      ])
      return reshapeProduct(model, related ?? [], options)
    },

    async search({ locale, q, page, pageSize }) {
      const current = pageNumberOf(page)
      const size = pageSizeOf(pageSize)
      const words = searchWords(q)
      if (!words) return { items: [], page: current, pageSize: size, totalItems: 0, totalPages: 0 }
      const answer = await anonymously(context, locale, (token) =>
        client.post<ProductsAnswer>('Catalog/SearchProducts', {
          token,
          json: {
            model: { q: words, cid: 0, isc: false, sid: true, advs: false },
            command: { orderBy: orderBy.relevance, pageNumber: current, pageSize: size },
          },
        }),
      )
      return reshapeProducts(answer.catalogProductsModel, current, size)
    },

    async suggest(q, locale, limit = 6) {
      const words = searchWords(q)
      if (!words) return []
      const found = await anonymously(context, locale, (token) =>
        client.get<Array<{ label: string; productId: number }>>('Catalog/SearchTermAutoComplete', {
          token,
          query: { term: words },
        }),
      )
      return (found ?? []).slice(0, limit).map(({ label, productId }) => ({
        id: productId,
        name: label,
        slug: productSlug(label),
      }))
    },
  }
  return api
}
