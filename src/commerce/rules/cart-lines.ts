import type { Money, SaleUnit } from '../types'

/** How much of a product one cart line may hold: whole packs, or kilograms in half steps. */
export const quantityLimits: Record<SaleUnit, { min: number; max: number; step: number }> = {
  piece: { min: 1, max: 99, step: 1 },
  kg: { min: 0.5, max: 25, step: 0.5 },
}

/**
 * True when the quantity is an exact whole number of the unit's steps within its limits: packs
 * come whole, never as 1.0000000001. The steps (1 and 0.5) are exact in floating point, so the
 * division is too.
 */
export function isValidQuantity(unit: SaleUnit, quantity: number): boolean {
  const { min, max, step } = quantityLimits[unit]
  if (!Number.isFinite(quantity) || quantity < min || quantity > max) return false
  return Number.isInteger(quantity / step)
}

/** The most a line may hold: the unit's maximum, or the stock when the shop does not backorder. */
export function maxQuantity(unit: SaleUnit, stock: number, backorder: boolean): number {
  const { max, step } = quantityLimits[unit]
  if (backorder) return max
  return Math.min(max, Math.floor(stock / step) * step)
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
export function mergeLines<T extends { product: number; quantity: number }>(
  into: T[],
  from: T[],
): T[] {
  const merged = into.map((line) => ({ ...line }))
  for (const line of from) {
    const same = merged.find((existing) => existing.product === line.product)
    if (same) same.quantity += line.quantity
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
