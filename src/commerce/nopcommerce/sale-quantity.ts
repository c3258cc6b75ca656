import type { ProductSummary } from '../types'

type Sold = Pick<ProductSummary, 'unit' | 'quantityLimits'>

/**
 * nopCommerce counts cart items in whole numbers: the shop sells a weighed product there in
 * portions of its weight step, priced per portion. How much (kilograms or pieces) one is.
 */
const portionOf = (product: Sold) => (product.unit === 'kg' ? product.quantityLimits.step : 1)

/** A quantity of the shop (kilograms or pieces) as nopCommerce counts it. */
export const toNopQuantity = (product: Sold, quantity: number) =>
  Math.round(quantity / portionOf(product))

/** nopCommerce's quantity as the shop counts it; weights in whole grams. */
export const fromNopQuantity = (product: Sold, quantity: number) =>
  Math.round(quantity * portionOf(product) * 1000) / 1000

/** nopCommerce's price of one portion (cents) as the price of a kilogram or a piece. */
export const unitPriceFromNop = (product: Sold, cents: number) =>
  Math.round(cents / portionOf(product))
