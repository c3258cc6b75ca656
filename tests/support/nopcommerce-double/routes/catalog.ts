/**
 * The plugin's Catalog and Product calls for the catalog (reviews are in reviews.ts), as
 * CatalogController.cs and ProductController.cs of the Web API Frontend plugin 4.60 answer them.
 * Every call is [Authorize]d (AuthorizeAttribute.cs): without a token nopCommerce knows, 401.
 */
import { catalogSettings } from '../catalog-settings'
import { bareBadRequest, serverError } from '../controller-answers'
import {
  type DoubleAnswer,
  type DoubleRequest,
  type DoubleRoute,
  languageOf,
  missingBody,
  missingQuery,
  notFoundText,
  unauthorized,
} from '../http'
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
  catalogProductsModel,
  containing,
  filterableOptions,
  inCategories,
  type ListCommand,
  listedCategoryIds,
} from './catalog-listing'

type SearchBody = {
  model?: {
    q?: string | null
    cid?: number
    isc?: boolean
    sid?: boolean
    advs?: boolean
  } | null
  command?: ListCommand | null
}

const categoryOf = (state: DoubleState, id: string) =>
  state.categories.find((category) => category.id === Number(id))

const productOf = (state: DoubleState, id: string) =>
  state.products.find((product) => product.id === Number(id))

/** A route every caller needs a token for, as the plugin's [Authorize] filter has it. */
const authorized =
  (handle: (request: DoubleRequest) => DoubleAnswer): DoubleRoute['handle'] =>
  (request) =>
    request.customer ? handle(request) : unauthorized

/** A category's product list (CatalogModelFactory.PrepareCategoryProductsModelAsync). */
function categoryProducts(request: DoubleRequest, categoryId: number) {
  const candidates = inCategories(request.state, listedCategoryIds(request.state, categoryId))
  const filterable = filterableOptions(candidates)
  return catalogProductsModel({
    state: request.state,
    candidates,
    command: (request.body ?? {}) as ListCommand,
    languageId: languageOf(request),
    filterable,
    isFiltering: filterable.length > 0,
  })
}

const minimumLengthWarning = {
  nl: 'De minimale lengte van de zoekterm is {0} tekens',
  fr: 'La longueur minimale du terme de recherche est de {0} caractères',
  en: 'Search term minimum length is {0} characters',
} as const

/**
 * CatalogModelFactory.PrepareSearchProductsModelAsync: a term shorter than the minimum length
 * searches nothing and says so; an advanced search (`advs`) may look in a category (`cid`, with
 * its subcategories for `isc`) and in the descriptions (`sid`), a simple one looks in names only.
 */
function searchProducts(request: DoubleRequest, body: SearchBody) {
  const languageId = languageOf(request)
  const locale = localeOfLanguage(languageId)
  const model = body.model ?? {}
  const term = (model.q ?? '').trim()
  const settings = catalogSettings(request.state)
  const command = body.command as ListCommand
  const list = { state: request.state, command, languageId, filterable: null }
  if (term.length < settings.searchTermMinimumLength)
    return catalogProductsModel({
      ...list,
      candidates: [],
      isFiltering: false,
      warning: minimumLengthWarning[locale].replace(
        '{0}',
        String(settings.searchTermMinimumLength),
      ),
    })
  const advanced = Boolean(model.advs)
  const categoryId = advanced ? Number(model.cid ?? 0) : 0
  const scope =
    categoryId > 0
      ? inCategories(request.state, model.isc ? branchOf(request.state, categoryId) : [categoryId])
      : request.state.products.filter((product) => product.published)
  const found = containing(scope, term, locale, advanced && Boolean(model.sid))
  return catalogProductsModel({ ...list, candidates: found, isFiltering: true })
}

const branchOf = (state: DoubleState, id: number): number[] => [
  id,
  ...childrenOf(state, id).flatMap((child) => branchOf(state, child.id)),
]

export const catalogRoutes: DoubleRoute[] = [
  {
    // CatalogController.GetCatalogRoot: the root categories, pictures with `loadImage=true`.
    method: 'GET',
    path: 'Catalog/GetCatalogRoot',
    handle: authorized((request) => {
      const locale = localeOfLanguage(languageOf(request))
      const withPicture = request.query.get('loadImage') === 'true'
      return {
        json: childrenOf(request.state, null).map((root) =>
          categorySimple(request.state, root, locale, withPicture),
        ),
      }
    }),
  },
  {
    // CatalogController.GetCatalogSubCategories: one category's children, read from the same
    // cached XML; an id it does not hold makes `.First()` throw, which the middleware answers 500.
    method: 'GET',
    path: 'Catalog/GetCatalogSubCategories/:id',
    handle: authorized((request) => {
      const category = categoryOf(request.state, request.params.id)
      if (!category) return serverError('Sequence contains no elements')
      const locale = localeOfLanguage(languageOf(request))
      return {
        json: childrenOf(request.state, category.id).map((child) =>
          categorySimple(request.state, child, locale, false),
        ),
      }
    }),
  },
  {
    // CatalogController.GetCategory: [FromBody] CatalogProductsCommandDto, 404 for a category
    // that is not there (or not published).
    method: 'POST',
    path: 'Catalog/GetCategory/:categoryId',
    handle: authorized((request) => {
      const noBody = missingBody(request.body)
      if (noBody) return noBody
      const category = categoryOf(request.state, request.params.categoryId)
      if (!category) return notFoundText('The category is not available')
      const locale = localeOfLanguage(languageOf(request))
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
            catalog_products_model: categoryProducts(request, category.id),
          },
        },
      }
    }),
  },
  {
    // CatalogController.GetCategoryProducts: [FromBody] CatalogProductsCommandDto; the category's
    // own products (ShowProductsFromSubcategories is off), its page size options, its filter.
    method: 'POST',
    path: 'Catalog/GetCategoryProducts/:categoryId',
    handle: authorized((request) => {
      const noBody = missingBody(request.body)
      if (noBody) return noBody
      const category = categoryOf(request.state, request.params.categoryId)
      if (!category) return notFoundText('The category is not available')
      return {
        json: {
          catalog_products_model: categoryProducts(request, category.id),
          template_view_path: '_ProductsInGridOrLines',
        },
      }
    }),
  },
  {
    // CatalogController.SearchProducts: [FromBody] SearchRequest {model, command}; no command
    // reaches the factory as null, which throws (500).
    method: 'POST',
    path: 'Catalog/SearchProducts',
    handle: authorized((request) => {
      const noBody = missingBody(request.body)
      if (noBody) return noBody
      const body = (request.body ?? {}) as SearchBody
      if (!body.command) return serverError("Value cannot be null. (Parameter 'command')")
      return {
        json: {
          catalog_products_model: searchProducts(request, body),
          template_view_path: '_ProductsInGridOrLines',
        },
      }
    }),
  },
  {
    // CatalogController.SearchTermAutoComplete: `term` is [Required]; blank is 400, shorter than
    // the minimum length 404; else the first products whose name holds it.
    method: 'GET',
    path: 'Catalog/SearchTermAutoComplete',
    handle: authorized((request) => {
      // A blank term fails [Required] before the action's own check for it.
      const noTerm = missingQuery(request.query, 'term')
      if (noTerm) return noTerm
      const term = (request.query.get('term') ?? '').trim()
      const settings = catalogSettings(request.state)
      const minimum = settings.searchTermMinimumLength
      if (term.length < minimum) return notFoundText(`Term length is less ${minimum}.`)
      const languageId = languageOf(request)
      const locale = localeOfLanguage(languageId)
      const published = request.state.products.filter((product) => product.published)
      const found = containing(published, term, locale, false)
      const shown = found.slice(0, settings.autoCompleteProducts)
      return {
        json: shown.map((product) => ({
          label: product.name[locale],
          product_id: product.id,
          producturl: `/${seName(product.name.nl)}`,
          productpictureurl: pictureModel(product, locale).thumb_image_url,
          showlinktoresultsearch: found.length > shown.length,
          custom_properties: {},
        })),
      }
    }),
  },
  {
    // ProductController.GetProductDetails: 404 for no such product, a bare 400 for one that is
    // not published (no AllowViewUnpublishedProductPage for a shopper).
    method: 'GET',
    path: 'Product/GetProductDetails/:productId',
    handle: authorized((request) => {
      const product = productOf(request.state, request.params.productId)
      if (!product)
        return notFoundText(`No product found with the specified id=${request.params.productId}`)
      if (!product.published) return bareBadRequest
      return {
        json: {
          product_template_view_path: 'ProductTemplate.Simple',
          product_details_model: productDetails(request.state, product, languageOf(request)),
        },
      }
    }),
  },
  {
    // ProductController.GetRelatedProducts: overviews (no specifications), 404 for no product.
    method: 'GET',
    path: 'Product/GetRelatedProducts/:productId',
    handle: authorized((request) => {
      const product = productOf(request.state, request.params.productId)
      if (!product) return notFoundText(`Product by id=${request.params.productId} not found.`)
      const languageId = languageOf(request)
      return {
        json: relatedProducts(request.state, product).map((related) =>
          productOverview(request.state, related, languageId),
        ),
      }
    }),
  },
]
