/**
 * The catalog models of the Web API Frontend plugin as the client hands them over (camelCased),
 * with only the fields the storefront reads.
 */
export type NopPicture = {
  imageUrl?: string | null
  fullSizeImageUrl?: string | null
  title?: string | null
  alternateText?: string | null
}

/**
 * A category of GetCatalogRoot or GetCatalogSubCategories. nopCommerce gives it without its
 * subcategories (`subCategories` stays empty): the storefront fills them in from
 * GetCatalogSubCategories.
 */
export type NopCategorySimple = {
  id: number
  name: string
  seName?: string | null
  subCategories?: NopCategorySimple[] | null
  haveSubCategories?: boolean
  pictureModel?: NopPicture | null
}

export type NopSubCategory = { id: number; name: string; description?: string | null }

export type NopCategoryModel = {
  id: number
  name: string
  description?: string | null
  pictureModel?: NopPicture | null
  categoryBreadcrumb?: Array<{ id: number }> | null
  subCategories?: NopSubCategory[] | null
}

export type NopSpecificationValue = { attributeTypeId?: number; valueRaw?: string | null }

export type NopSpecificationModel = {
  groups?: Array<{
    attributes?: Array<{
      id: number
      name?: string | null
      values?: NopSpecificationValue[] | null
    }> | null
  }> | null
}

export type NopProductPrice = {
  price?: string | null
  priceValue?: number | null
  disableBuyButton?: boolean
}

/**
 * A product as lists give it. Lists leave its specifications out (an empty model): only its
 * details carry them.
 */
export type NopProductOverview = {
  id: number
  name: string
  shortDescription?: string | null
  fullDescription?: string | null
  productPrice?: NopProductPrice | null
  pictureModels?: NopPicture[] | null
  productSpecificationModel?: NopSpecificationModel | null
  reviewOverviewModel?: { totalReviews?: number } | null
}

export type NopSpecificationFilter = {
  enabled?: boolean
  attributes?: Array<{
    id: number
    values?: Array<{ id: number; name: string }> | null
  }> | null
}

export type NopCatalogProducts = {
  /** A search refused before searching (a term shorter than the shop's minimum). */
  warningMessage?: string | null
  products?: NopProductOverview[] | null
  pageNumber?: number
  pageSize?: number
  totalItems?: number
  totalPages?: number
  specificationFilter?: NopSpecificationFilter | null
}

export type NopProductDetails = NopProductOverview & {
  fullDescription?: string | null
  defaultPictureModel?: NopPicture | null
  giftCard?: { isGiftCard?: boolean } | null
  stockAvailability?: string | null
  inStock?: boolean
  addToCart?: { disableBuyButton?: boolean } | null
  breadcrumb?: { categoryBreadcrumb?: Array<{ id: number; name: string }> | null } | null
  productReviewOverview?: { ratingSum?: number; totalReviews?: number } | null
}

/** The body of the catalog's list calls (CatalogProductsCommandDto). */
export type NopCatalogCommand = {
  specificationOptionIds?: number[]
  orderBy?: number
  pageNumber: number
  pageSize: number
}

/** Catalog/SearchProducts' body (SearchRequest): the search model and the list command. */
export type NopSearchRequest = {
  model: { q: string; cid: number; isc: boolean; sid: boolean; advs: boolean }
  command: NopCatalogCommand
}

/** One of Catalog/SearchTermAutoComplete's answers. */
export type NopSearchSuggestion = { label: string; productId: number }
