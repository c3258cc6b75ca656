import type { CatalogApi } from '../provider'
import { productSlug } from '../rules/slugs'
import type {
  Locale,
  Paginated,
  Product,
  ProductFacets,
  ProductQuery,
  ProductSummary,
} from '../types'
import { anonymously } from './anonymous-call'
import { type AskedOptions, distinctProducts, nopListings } from './catalog-listing'
import {
  flattenCategories,
  reshapeCategory,
  reshapeFacets,
  reshapeProduct,
  reshapeRootCategory,
  reshapeSummary,
} from './catalog-reshape'
import type {
  NopCatalogCommand,
  NopCatalogProducts,
  NopCategoryModel,
  NopProductDetails,
  NopProductOverview,
  NopSearchRequest,
  NopSearchSuggestion,
} from './catalog-wire'
import type { NopContext } from './context'
import { NopHttpError } from './http-client'
import { inListOrder, inPriceOrder } from './product-order'
import { productSpecifications } from './product-specifications'
import { bestMatches, searchPlan } from './search-match'
import { specificationAttributes, specificationOptionIds } from './specification-attributes'

const DEFAULT_PAGE_SIZE = 12
const MAX_PAGE_SIZE = 48
/** The page size asked of nopCommerce's search; it answers with its own when it does not offer it. */
const SEARCH_PAGE_SIZE = 48
const MAX_SEARCH_PAGES = 20

const pageSizeOf = (size?: number) =>
  Math.min(Math.max(1, Math.floor(size ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE)
const pageNumberOf = (page?: number) => Math.max(1, Math.floor(page ?? 1))

const empty = (page: number, pageSize: number): Paginated<never> => ({
  items: [],
  page,
  pageSize,
  totalItems: 0,
  totalPages: 0,
})

/** One page of a list the storefront ordered itself. */
function pageOf<T>(items: T[], page: number, pageSize: number): Paginated<T> {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    totalItems: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  }
}

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
  const listings = nopListings(context)
  const specifications = productSpecifications(context)

  /** Listed products as summaries, with the specifications their lists leave out. */
  async function summaries(products: NopProductOverview[], locale: Locale) {
    const found = await specifications.of(
      products.map((product) => product.id),
      locale,
    )
    return products.map((product) => reshapeSummary(product, found.get(product.id)))
  }

  async function facets(locale: Locale, categoryId?: number) {
    const found = await listings.listings(locale, categoryId, [], { firstPageOnly: true })
    return reshapeFacets(
      (found ?? []).map((listing) => listing.filter),
      locale,
    )
  }

  /** The asked breed and tags as option ids, one group each; null when one is unknown. */
  async function askedOptions(query: ProductQuery): Promise<AskedOptions | null> {
    const groups = [
      { attribute: specificationAttributes.breed, slugs: query.breedSlug ? [query.breedSlug] : [] },
      { attribute: specificationAttributes.tag, slugs: query.tagSlugs ?? [] },
    ].filter((group) => group.slugs.length > 0)
    const known = groups.every((group) =>
      group.slugs.every((slug) => specificationOptionIds[slug] !== undefined),
    )
    const offered = known ? noFacets : await facets(query.locale)
    const idOf = (attribute: number, slug: string) =>
      specificationOptionIds[slug] ??
      (attribute === specificationAttributes.breed ? offered.breeds : offered.tags).find(
        (option) => option.slug === slug,
      )?.id
    const ids = groups.map((group) => group.slugs.map((slug) => idOf(group.attribute, slug)))
    return ids.every((group) => group.every((id) => id !== undefined))
      ? (ids as AskedOptions)
      : null
  }

  /** The storefront's page of listed products, in its order. */
  async function listed(products: NopProductOverview[], query: ProductQuery) {
    const { locale, sort = 'name' } = query
    const page = pageNumberOf(query.page)
    const pageSize = pageSizeOf(query.pageSize)
    if (sort === 'price-asc' || sort === 'price-desc') {
      const all = await summaries(products, locale)
      return pageOf(
        inPriceOrder(all, sort === 'price-asc' ? 'asc' : 'desc', locale),
        page,
        pageSize,
      )
    }
    const ordered = pageOf(inListOrder(products, sort, locale), page, pageSize)
    return { ...ordered, items: await summaries(ordered.items, locale) }
  }

  /** Every page of Catalog/SearchProducts for one term, in names and descriptions. */
  async function searched(locale: Locale, term: string) {
    const ask = (pageNumber: number) =>
      anonymously(context, locale, (token) =>
        client.post<{ catalogProductsModel?: NopCatalogProducts | null }>(
          'Catalog/SearchProducts',
          {
            token,
            json: {
              model: { q: term, cid: 0, isc: false, sid: true, advs: true },
              command: { pageNumber, pageSize: SEARCH_PAGE_SIZE } satisfies NopCatalogCommand,
            } satisfies NopSearchRequest,
          },
        ),
      ).then((answer) => answer.catalogProductsModel ?? {})
    const first = await ask(1)
    // The shop's minimum term length is longer than the storefront's: no search.
    if (first.warningMessage) return []
    const pages = Math.min(first.totalPages ?? 1, MAX_SEARCH_PAGES)
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ask(index + 2)),
    )
    return [first, ...rest].flatMap((found) => found.products ?? [])
  }

  const api: CatalogApi = {
    async rootCategories(locale) {
      return (await listings.tree(locale)).map(reshapeRootCategory)
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
      return flattenCategories(await listings.tree(locale))
    },

    async products(query): Promise<Paginated<ProductSummary>> {
      const page = pageNumberOf(query.page)
      const pageSize = pageSizeOf(query.pageSize)
      const asked = await askedOptions(query)
      if (asked === null) return empty(page, pageSize)
      const found = await listings.listings(query.locale, query.categoryId, asked)
      if (found === null) return empty(page, pageSize)
      return listed(distinctProducts(found), query)
    },

    facets: ({ locale, categoryId }) => facets(locale, categoryId),

    async product(id, locale) {
      const model = await productDetails(context, id, locale)
      if (!model) return null
      // Breed and tags come by name: the filter of the product's own category names their ids.
      const own = model.breadcrumb?.categoryBreadcrumb?.at(-1)
      const [related, options] = await Promise.all([
        orNull(
          anonymously(context, locale, (token) =>
            client.get<NopProductOverview[]>(`Product/GetRelatedProducts/${id}`, { token }),
          ),
        ).then((overviews) => summaries(overviews ?? [], locale)),
        own ? facets(locale, own.id) : noFacets,
      ])
      return reshapeProduct(model, related, options)
    },

    async search({ locale, q, page, pageSize }) {
      const current = pageNumberOf(page)
      const size = pageSizeOf(pageSize)
      const plan = searchPlan(q)
      if (!plan) return empty(current, size)
      const found = pageOf(
        bestMatches(await searched(locale, plan.term), plan, locale),
        current,
        size,
      )
      return { ...found, items: await summaries(found.items, locale) }
    },

    async suggest(q, locale, limit = 6) {
      const plan = searchPlan(q)
      if (!plan) return []
      const found = await orNull(
        anonymously(context, locale, (token) =>
          client.get<NopSearchSuggestion[]>('Catalog/SearchTermAutoComplete', {
            token,
            query: { term: plan.term },
          }),
        ),
      )
      const named = (found ?? []).map(({ label, productId }) => ({ id: productId, name: label }))
      return bestMatches(named, plan, locale)
        .slice(0, limit)
        .map(({ id, name }) => ({ id, name, slug: productSlug(name) }))
    },
  }
  return api
}
