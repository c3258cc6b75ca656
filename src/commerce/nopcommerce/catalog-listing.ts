/**
 * How the storefront lists products on a stock Web API Frontend plugin. Only a category lists
 * products (`Catalog/SearchProducts` lists none without a search term), a category lists only its
 * own products unless the shop shows subcategories' products in it, and the category tree comes
 * one level at a time: a list of a category is the list of every category of its branch, each
 * product once, and "all products" is the list of every branch.
 */
import type { Locale } from '../types'
import { anonymously } from './anonymous-call'
import type {
  NopCatalogCommand,
  NopCatalogProducts,
  NopCategorySimple,
  NopProductOverview,
  NopSpecificationFilter,
} from './catalog-wire'
import type { NopContext } from './context'
import { refusedWith } from './refusal'

/**
 * The page size the storefront asks. A category whose page size options do not offer it answers
 * with its first option (6 on a stock install); the storefront reads every page either way.
 */
const PAGE_SIZE = 48
/** A bound on the pages read of one list, and on the depth of the tree, should nopCommerce misbehave. */
const MAX_PAGES = 100
const MAX_DEPTH = 6

/**
 * Specification options asked for, one group per attribute: a product matches with one option of
 * each group (as nopCommerce filters).
 */
export type AskedOptions = number[][]

/** What one category lists: its products as asked, and the options its filter offers. */
export type CategoryListing = {
  products: NopProductOverview[]
  filter: NopSpecificationFilter | null
}

const offered = (filter: NopSpecificationFilter | null) =>
  new Set(
    (filter?.attributes ?? []).flatMap((attribute) => (attribute.values ?? []).map(({ id }) => id)),
  )

/** Each product once, in the order first listed. */
export function distinctProducts(listings: CategoryListing[]): NopProductOverview[] {
  const byId = new Map<number, NopProductOverview>()
  for (const product of listings.flatMap((listing) => listing.products))
    if (!byId.has(product.id)) byId.set(product.id, product)
  return [...byId.values()]
}

export function nopListings(context: NopContext) {
  const { client } = context

  const rootsOf = (locale: Locale, withImages: boolean) =>
    anonymously(context, locale, (token) =>
      client.get<NopCategorySimple[]>('Catalog/GetCatalogRoot', {
        token,
        query: { loadImage: withImages },
      }),
    )

  /** A category's children; only asked of a category nopCommerce has (else it fails, 500). */
  const childrenOf = (locale: Locale, id: number) =>
    anonymously(context, locale, (token) =>
      client.get<NopCategorySimple[]>(`Catalog/GetCatalogSubCategories/${id}`, { token }),
    )

  async function withDescendants(
    locale: Locale,
    category: NopCategorySimple,
    depth: number,
  ): Promise<NopCategorySimple> {
    if (depth >= MAX_DEPTH) return category
    const children = await childrenOf(locale, category.id)
    return {
      ...category,
      subCategories: await Promise.all(
        children.map((child) => withDescendants(locale, child, depth + 1)),
      ),
    }
  }

  /** A page of a category's products; null for a category nopCommerce does not have (404). */
  async function page(locale: Locale, categoryId: number, command: NopCatalogCommand) {
    try {
      const answer = await anonymously(context, locale, (token) =>
        client.post<{ catalogProductsModel?: NopCatalogProducts | null }>(
          `Catalog/GetCategoryProducts/${categoryId}`,
          { token, json: command },
        ),
      )
      return answer.catalogProductsModel ?? {}
    } catch (error) {
      if (refusedWith(error, 404)) return null
      throw error
    }
  }

  /**
   * One category's products with the asked options, every page (or only the first). nopCommerce
   * drops an asked option its category does not offer and lists the rest unfiltered: a category
   * that offers none of one group's options lists nothing here.
   */
  async function category(
    locale: Locale,
    categoryId: number,
    asked: AskedOptions,
    firstPageOnly: boolean,
  ): Promise<CategoryListing | null> {
    const command = (pageNumber: number): NopCatalogCommand => ({
      specificationOptionIds: asked.length ? asked.flat() : undefined,
      pageNumber,
      pageSize: PAGE_SIZE,
    })
    const first = await page(locale, categoryId, command(1))
    if (!first) return null
    const filter = first.specificationFilter ?? null
    const options = offered(filter)
    if (!asked.every((group) => group.some((id) => options.has(id))))
      return { products: [], filter }
    const pages = firstPageOnly ? 1 : Math.min(first.totalPages ?? 1, MAX_PAGES)
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
        page(locale, categoryId, command(index + 2)),
      ),
    )
    return { products: [first, ...rest].flatMap((found) => found?.products ?? []), filter }
  }

  /** The listings of a category and of every category below it; null for no such category. */
  async function branch(
    locale: Locale,
    categoryId: number,
    asked: AskedOptions,
    firstPageOnly: boolean,
    depth = 0,
  ): Promise<CategoryListing[] | null> {
    const own = await category(locale, categoryId, asked, firstPageOnly)
    if (!own) return null
    if (depth >= MAX_DEPTH) return [own]
    const below = await Promise.all(
      (await childrenOf(locale, categoryId)).map((child) =>
        branch(locale, child.id, asked, firstPageOnly, depth + 1),
      ),
    )
    return [own, ...below.flatMap((listings) => listings ?? [])]
  }

  return {
    /** The root categories, with pictures and every category below them. */
    async tree(locale: Locale): Promise<NopCategorySimple[]> {
      const roots = await rootsOf(locale, true)
      return Promise.all(roots.map((root) => withDescendants(locale, root, 1)))
    },

    /**
     * The listings of a category's branch, or of the whole catalog without a category; null for
     * a category nopCommerce does not have. `firstPageOnly` for the filters alone.
     */
    async listings(
      locale: Locale,
      categoryId: number | undefined,
      asked: AskedOptions,
      { firstPageOnly = false } = {},
    ): Promise<CategoryListing[] | null> {
      if (categoryId !== undefined) return branch(locale, categoryId, asked, firstPageOnly)
      const roots = await rootsOf(locale, false)
      const branches = await Promise.all(
        roots.map((root) => branch(locale, root.id, asked, firstPageOnly)),
      )
      return branches.flatMap((listings) => listings ?? [])
    },
  }
}
