import type { DoubleState } from './state'

/**
 * The nopCommerce settings the stand-in's catalog and review calls follow (Configuration ›
 * Settings › Catalog settings, and each category's own page size): a stock install's values,
 * except where the README asks the shop's administrator for another one. A test changes one in
 * `state.extra.catalogSettings`.
 */
const shopSettings = {
  /** CatalogSettings.ProductSearchTermMinimumLength (stock: 3). */
  searchTermMinimumLength: 3,
  /** CatalogSettings.ProductSearchAutoCompleteNumberOfProducts (stock: 10). */
  autoCompleteProducts: 10,
  /**
   * The page sizes a list may ask (a category's "Allow customers to select page size" with its
   * "Page size options", and the search page's): a stock install's `6, 3, 9`. A size not offered
   * gets the first option.
   */
  pageSizeOptions: [6, 3, 9] as number[],
  /** CatalogSettings.ShowProductsFromSubcategories (stock: off): a category lists its own products. */
  showProductsFromSubcategories: false,
  /** CatalogSettings.ProductReviewsMustBeApproved (the shop approves every review). */
  reviewsMustBeApproved: true,
  /** CatalogSettings.OneReviewPerProductFromCustomer (the README asks for it: on). */
  oneReviewPerProductFromCustomer: true,
  /** CatalogSettings.AllowAnonymousUsersToReviewProduct (stock: off). */
  allowAnonymousReviews: false,
  /** CatalogSettings.ProductReviewPossibleOnlyAfterPurchasing (stock: off). */
  reviewOnlyAfterPurchasing: false,
  /** CatalogSettings.DefaultProductRatingValue (stock: 5). */
  defaultRating: 5,
  /** CatalogSettings.ProductReviewsPageSizeOnAccountPage (stock: 10). */
  accountReviewsPageSize: 10,
}

export type DoubleCatalogSettings = typeof shopSettings

export const catalogSettings = (state: DoubleState): DoubleCatalogSettings => ({
  ...shopSettings,
  ...(state.extra.catalogSettings as Partial<DoubleCatalogSettings> | undefined),
})
