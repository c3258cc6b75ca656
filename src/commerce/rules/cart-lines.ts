import type { Money, QuantityLimits, SaleUnit } from '../types'

/** A kilogram product is sold in steps of this many grams unless the product sets its own. */
export const DEFAULT_WEIGHT_STEP_GRAMS = 500
const MAX_PIECES = 99
const MAX_KG = 25

/**
 * How much of a product one cart line may hold: whole packs, or kilograms in the product's own
 * step (its weight step in grams; half a kilogram when it has none).
 */
export function quantityLimits(unit: SaleUnit, weightStepGrams?: number | null): QuantityLimits {
  if (unit === 'piece') return { min: 1, max: MAX_PIECES, step: 1 }
  const grams =
    weightStepGrams && Number.isInteger(weightStepGrams) && weightStepGrams > 0
      ? weightStepGrams
      : DEFAULT_WEIGHT_STEP_GRAMS
  const step = grams / 1000
  return { min: step, max: Math.floor(MAX_KG / step) * step, step }
}

/** How far a quantity may lie from a whole number of steps: floating-point error, no more. */
const TOLERANCE = 1e-12

/**
 * The quantity written exactly as a whole number of steps within the limits (0.1 + 0.2 kg in
 * 100 g steps is 0.3 kg), or null when it is not one: packs come whole, never as 1.0000000001.
 */
export function wholeQuantity(limits: QuantityLimits, quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null
  const steps = quantity / limits.step
  const whole = Math.round(steps)
  if (Math.abs(steps - whole) > TOLERANCE) return null
  const exact = limits.step === 1 ? whole : Math.round(whole * limits.step * 1000) / 1000
  return exact >= limits.min && exact <= limits.max ? exact : null
}

export const isValidQuantity = (limits: QuantityLimits, quantity: number): boolean =>
  wholeQuantity(limits, quantity) !== null

/** The most a line may hold: the limits' maximum, or the stock when the shop does not backorder. */
export function maxQuantity(limits: QuantityLimits, stock: number, backorder: boolean): number {
  const { max, step } = limits
  if (backorder) return max
  const steps = Math.floor(stock / step + TOLERANCE)
  return Math.min(max, Math.round(steps * step * 1000) / 1000)
}

/** A line's price: unit price times quantity, rounded to the cent once. */
export function lineTotal(unitPrice: Money, quantity: number): Money {
  return { amount: Math.round(unitPrice.amount * quantity), currency: unitPrice.currency }
}

/**
 * The number the cart badge shows: packs count one by one; a product weighed by the kilogram
 * counts as one item, whatever its weight.
 */
export function itemCount(lines: Array<{ unit: SaleUnit; quantity: number }>): number {
  return lines.reduce((count, line) => count + (line.unit === 'piece' ? line.quantity : 1), 0)
}

export function sumMoney(amounts: Money[]): Money {
  return { amount: amounts.reduce((sum, money) => sum + money.amount, 0), currency: 'EUR' }
}

/**
 * Lines of two carts as one: the same product's quantities add up. The caller caps each line at
 * what the product allows (`capLines`).
 */
export function mergeLines<T extends { product: number; quantity: number; giftCard?: unknown }>(
  into: T[],
  from: T[],
): T[] {
  const merged = into.map((line) => ({ ...line }))
  for (const line of from) {
    // A gift voucher line is for one recipient: two never become one.
    const same = line.giftCard
      ? undefined
      : merged.find((existing) => existing.product === line.product && !existing.giftCard)
    // Quantities are whole grams at the finest: 0.1 + 0.2 kg is 0.3 kg.
    if (same) same.quantity = Math.round((same.quantity + line.quantity) * 1000) / 1000
    else merged.push({ ...line })
  }
  return merged
}

/** A line a cart could not hold in full: how much the shopper had, and how much it now holds. */
export type ReducedLine = { productId: number; requested: number; kept: number }

/**
 * Lowers every line to the most its product allows (`limit`, null when unknown: left alone); a
 * line that may hold nothing goes. Returns the lines and what was lowered.
 */
export function capLines<T extends { product: number; quantity: number }>(
  lines: T[],
  limit: (productId: number) => number | null,
): { lines: T[]; reduced: ReducedLine[] } {
  const reduced: ReducedLine[] = []
  const kept: T[] = []
  for (const line of lines) {
    const most = limit(line.product)
    if (most === null || line.quantity <= most) {
      kept.push(line)
      continue
    }
    const quantity = Math.max(0, most)
    reduced.push({ productId: line.product, requested: line.quantity, kept: quantity })
    if (quantity > 0) kept.push({ ...line, quantity })
  }
  return { lines: kept, reduced }
}
