import type { OrderAgainProblem, QuantityLimits } from '../types'
import { maxQuantity } from './cart-lines'

/** How a product of an earlier order is sold now; null when the shop no longer sells it. */
export type SoldNow = {
  limits: QuantityLimits
  stock: number
  backorder: boolean
}

export type QuantityAgain = { added: number; problem: OrderAgainProblem | null }

/** Floating-point error of a quantity in steps, no more. */
const TOLERANCE = 1e-9

/** The quantity rounded down to whole steps, written exactly (whole grams). */
function wholeStepsBelow(limits: QuantityLimits, quantity: number): number {
  const steps = Math.floor(quantity / limits.step + TOLERANCE)
  return steps <= 0 ? 0 : Math.round(steps * limits.step * 1000) / 1000
}

/**
 * How much of an ordered quantity goes back into a cart that already holds `inCart` of the
 * product: as much as a cart line may hold now (the stock, unless the product is backordered,
 * and the most one line takes), in the product's steps; and what kept it from all of it.
 */
export function quantityAgain(
  requested: number,
  product: SoldNow | null,
  inCart: number,
): QuantityAgain {
  if (!product) return { added: 0, problem: 'product-unavailable' }
  const { limits } = product
  const most = maxQuantity(limits, product.stock, product.backorder)
  if (most < limits.min) return { added: 0, problem: 'out-of-stock' }
  // An order from before a product's step changed still asks for at least one step.
  const wanted = Math.max(wholeStepsBelow(limits, requested), limits.min)
  const added = wholeStepsBelow(limits, Math.min(wanted, most - inCart))
  return { added, problem: added < wanted ? 'not-enough-stock' : null }
}
