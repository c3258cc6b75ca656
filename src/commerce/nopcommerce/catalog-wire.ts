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

export type NopCategorySimple = {
  id: number
  name: string
  seName?: string | null
  subCategories?: NopCategorySimple[] | null
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

export type NopProductOverview = {
  id: number
  name: string
  shortDescription?: string | null
  productPrice?: NopProductPrice | null
  pictureModels?: NopPicture[] | null
  productSpecificationModel?: NopSpecificationModel | null
}

export type NopSpecificationFilter = {
  enabled?: boolean
  attributes?: Array<{
    id: number
    values?: Array<{ id: number; name: string }> | null
  }> | null
}

export type NopCatalogProducts = {
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

/** The body of the catalog's list calls (CatalogProductsCommand). */
export type NopCatalogCommand = {
  specificationOptionIds?: number[]
  orderBy?: number
  pageNumber: number
  pageSize: number
}
