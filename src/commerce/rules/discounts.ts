import type { Money } from '../types'
import { shopClock } from './delivery-calendar'
import { euros } from './money'
import { shareOut } from './vat'

export type DiscountKind = 'percentage' | 'fixed' | 'free-shipping'

/** A discount code as the shop owner keeps it in the admin. */
export type Discount = {
  code: string
  kind: DiscountKind
  /** Percent off for a percentage, cents off (VAT included) for a fixed amount. */
  value: number
  /** First and last day (Brussels, YYYY-MM-DD) on which the code works; null: no bound. */
  validFrom: string | null
  validUntil: string | null
  /** Order amount (VAT included, before delivery) the lines must reach, in cents. */
  minimumCents: number | null
  usageLimit: number | null
  perCustomerLimit: number | null
  /** Commerce category numbers: the discount then only takes off the lines of those products. */
  categoryIds: number[]
  active: boolean
  uses: number
}

/** Why a code does not work; each is a problem code every language translates. */
export type DiscountProblem =
  | 'discount-unknown'
  | 'discount-expired'
  | 'discount-not-yet-valid'
  | 'discount-used-up'
  | 'discount-used-up-customer'
  | 'discount-minimum'
  | 'discount-not-applicable'
  // A backend that refuses a code without saying why in a way the storefront can tell apart.
  | 'discount-refused'

/**
 * A line as a code sees it. A gift voucher bought (`voucher`) is money paid in advance: a code
 * never takes anything off it, and it does not count toward a code's minimum, or a code would
 * turn into more credit than was paid (a 10 % code on a €50 voucher paid by another voucher).
 */
export type DiscountLine = { total: Money; categoryIds: number[]; voucher?: boolean }

/** What a code takes off: cents per line (in line order) and whether delivery is free. */
export type DiscountOff = { lines: number[]; freeShipping: boolean }

export type DiscountCheck =
  | { applies: true; off: DiscountOff }
  | { applies: false; problem: DiscountProblem; missing?: Money }

/** A code as typed: surrounding spaces dropped, letters compared in capitals. */
export const normalizedCode = (code: string) => code.trim().toUpperCase()

const refused = (problem: DiscountProblem, missing?: Money): DiscountCheck =>
  missing ? { applies: false, problem, missing } : { applies: false, problem }

/**
 * Whether `discount` applies to these cart lines at `now`, counting `customerUses` earlier uses by
 * this shopper, and what it takes off. A percentage is rounded to the cent once, on the eligible
 * lines together; nothing takes off more than the eligible lines cost. Gift vouchers bought are
 * never eligible: a cart of vouchers only has nothing a code applies to.
 */
export function checkDiscount(
  discount: Discount | null,
  lines: DiscountLine[],
  now: Date,
  customerUses = 0,
): DiscountCheck {
  if (!discount || !discount.active) return refused('discount-unknown')
  const today = shopClock(now).day
  if (discount.validFrom && today < discount.validFrom) return refused('discount-not-yet-valid')
  if (discount.validUntil && today > discount.validUntil) return refused('discount-expired')
  if (discount.usageLimit !== null && discount.uses >= discount.usageLimit)
    return refused('discount-used-up')
  if (discount.perCustomerLimit !== null && customerUses >= discount.perCustomerLimit)
    return refused('discount-used-up-customer')
  const subtotal = lines.reduce((sum, line) => sum + (line.voucher ? 0 : line.total.amount), 0)
  if (discount.minimumCents !== null && subtotal < discount.minimumCents)
    return refused('discount-minimum', euros(discount.minimumCents - subtotal))
  const restricted = discount.categoryIds.length > 0
  const eligible = lines.map(
    (line) =>
      !line.voucher &&
      (!restricted || line.categoryIds.some((id) => discount.categoryIds.includes(id))),
  )
  if (!eligible.some(Boolean)) return refused('discount-not-applicable')
  if (discount.kind === 'free-shipping')
    return { applies: true, off: { lines: lines.map(() => 0), freeShipping: true } }
  const base = lines.reduce(
    (sum, line, index) => sum + (eligible[index] ? line.total.amount : 0),
    0,
  )
  const wanted =
    discount.kind === 'percentage'
      ? Math.round((base * Math.min(Math.max(discount.value, 0), 100)) / 100)
      : Math.max(discount.value, 0)
  const amount = Math.min(wanted, base)
  const weights = new Map<number, number>(
    lines.flatMap((line, index) => (eligible[index] ? [[index, line.total.amount] as const] : [])),
  )
  const shares = amount > 0 && base > 0 ? shareOut(amount, weights) : new Map<number, number>()
  return {
    applies: true,
    off: { lines: lines.map((_, index) => shares.get(index) ?? 0), freeShipping: false },
  }
}
