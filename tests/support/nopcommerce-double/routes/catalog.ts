import { type DoubleRoute, languageOf } from '../http'
import type { DoubleState } from '../state'
import {
  categoryPath,
  categorySimple,
  childrenOf,
  localeOfLanguage,
  pictureModel,
  productDetails,
  productOverview,
  relatedProducts,
  seName,
} from './catalog-models'
import {
  branchIds,
  catalogProductsModel,
  inCategories,
  type ListCommand,
  matching,
} from './catalog-listing'

type SearchBody = {
  model?: { q?: string | null; cid?: number; isc?: boolean; sid?: boolean; advs?: boolean }
  command?: ListCommand
}

const AUTOCOMPLETE_SIZE = 10

const notFound = (message: string) => ({ status: 404, json: { message } })

const categoryOf = (state: DoubleState, id: string) =>
  state.categories.find((category) => category.id === Number(id))

/** A product the catalog shows: nopCommerce answers 404 for one not published. */
const productOf = (state: DoubleState, id: string) =>
  state.products.find((product) => product.id === Number(id) && product.published)

/** Products of a category and its subcategories, as the shop shows them (no duplicates). */
const branchProducts = (state: DoubleState, id: number) => inCategories(state, branchIds(state, id))

/** Search results, best first: more words found in the name, then by name. */
function searched(state: DoubleState, body: SearchBody, languageId: number) {
  const locale = localeOfLanguage(languageId)
  const model = body.model ?? {}
  const term = (model.q ?? '').trim()
  const categoryId = Number(model.cid ?? 0)
  const scope =
    categoryId > 0
      ? inCategories(state, model.isc ? branchIds(state, categoryId) : [categoryId])
      : state.products.filter((product) => product.published)
  // The shop's minimum search term length is 0: an empty term finds every product in scope.
  if (!term) return scope
  return matching(scope, term, locale, Boolean(model.sid))
    .sort(
      (a, b) =>
        b.score - a.score || a.product.name[locale].localeCompare(b.product.name[locale], locale),
    )
    .map(({ product }) => product)
}

/** The plugin's Catalog and Product calls for the catalog (reviews are in reviews.ts). */
export const catalogRoutes: DoubleRoute[] = [
  {
    method: 'GET',
    path: 'Catalog/GetCatalogRoot',
    handle(request) {
      const locale = localeOfLanguage(languageOf(request))
      const withPicture = request.query.get('loadImage') === 'true'
      return {
        json: childrenOf(request.state, null).map((root) =>
          categorySimple(request.state, root, locale, withPicture),
        ),
      }
    },
  },
  {
    method: 'POST',
    path: 'Catalog/GetCategory/:categoryId',
    handle(request) {
      const category = categoryOf(request.state, request.params.categoryId)
      if (!category) return notFound(`Category id=${request.params.categoryId} not found`)
      const languageId = languageOf(request)
      const locale = localeOfLanguage(languageId)
      const model = (path: typeof category) => ({
        id: path.id,
        name: path.name[locale],
        se_name: seName(path.name.nl),
      })
      return {
        json: {
          template_view_path: 'CategoryTemplate.ProductsInGridOrLines',
          category_model_dto: {
            ...model(category),
            description: null,
            picture_model: {
              image_url: null,
              full_size_image_url: null,
              title: null,
              alternate_text: null,
            },
            display_category_breadcrumb: true,
            category_breadcrumb: categoryPath(request.state, category.id).map(model),
            sub_categories: childrenOf(request.state, category.id).map((child) => ({
              ...model(child),
              description: null,
              picture_model: null,
            })),
            featured_products: [],
            catalog_products_model: catalogProductsModel(
              request.state,
              branchProducts(request.state, category.id),
              (request.body ?? {}) as ListCommand,
              languageId,
            ),
          },
        },
      }
    },
  },
  {
    method: 'POST',
    path: 'Catalog/GetCategoryProducts/:categoryId',
    handle(request) {
      const category = categoryOf(request.state, request.params.categoryId)
      if (!category) return notFound(`Category id=${request.params.categoryId} not found`)
      return {
        json: {
          catalog_products_model: catalogProductsModel(
            request.state,
            branchProducts(request.state, category.id),
            (request.body ?? {}) as ListCommand,
            languageOf(request),
          ),
        },
      }
    },
  },
  {
    method: 'POST',
    path: 'Catalog/SearchProducts',
    handle(request) {
      const body = (request.body ?? {}) as SearchBody
      const languageId = languageOf(request)
      return {
        json: {
          template_view_path: 'Search',
          catalog_products_model: catalogProductsModel(
            request.state,
            searched(request.state, body, languageId),
            body.command ?? {},
            languageId,
          ),
        },
      }
    },
  },
  {
    method: 'GET',
    path: 'Catalog/SearchTermAutoComplete',
    handle(request) {
      const term = (request.query.get('term') ?? '').trim()
      if (!term) return { json: [] }
      const languageId = languageOf(request)
      const locale = localeOfLanguage(languageId)
      const found = searched(request.state, { model: { q: term } }, languageId)
      return {
        json: found.slice(0, AUTOCOMPLETE_SIZE).map((product) => ({
          label: product.name[locale],
          product_id: product.id,
          producturl: `/${seName(product.name.nl)}`,
          productpictureurl: pictureModel(product, locale).thumb_image_url,
          showlinktoresultsearch: found.length > AUTOCOMPLETE_SIZE,
        })),
      }
    },
  },
  {
    method: 'GET',
    path: 'Product/GetProductDetails/:productId',
    handle(request) {
      const product = productOf(request.state, request.params.productId)
      if (!product) return notFound(`Product id=${request.params.productId} not found`)
      return {
        json: {
          product_template_view_path: 'ProductTemplate.Simple',
          product_details_model: productDetails(request.state, product, languageOf(request)),
        },
      }
    },
  },
  {
    method: 'GET',
    path: 'Product/GetRelatedProducts/:productId',
    handle(request) {
      const product = productOf(request.state, request.params.productId)
      if (!product) return notFound(`Product id=${request.params.productId} not found`)
      const languageId = languageOf(request)
      return {
        json: relatedProducts(request.state, product).map((related) =>
          productOverview(request.state, related, languageId),
        ),
      }
    },
  },
]
