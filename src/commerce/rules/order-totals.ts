import type { CountryCode, DeliveryMethod, OrderTotals, VatClass } from '../types'
import { sumMoney } from './cart-lines'
import { pricedCountry } from './delivery-country'
import type { DiscountOff } from './discounts'
import { type GiftTier, giftProgress } from './gift-tiers'
import { goodsSubtotal, type HandoverLine, needsHandover } from './handover'
import { euros } from './money'
import { type ShippingRates, shippingCost } from './shipping'
import { includedVat, type VatRates } from './vat'

/** The shop settings that price an order. */
export type Pricing = { vat: VatRates; shipping: ShippingRates; giftTiers: GiftTier[] }

/**
 * An order's totals, all VAT included and in cents: the lines, the delivery (none for gift
 * vouchers only; free for pickup, from the country's amount of goods and from a gift tier that
 * brings it), the VAT per rate of the destination country (the shop's own for a pickup; delivery
 * taxed with the goods), and what the shopper pays. A discount code's `off` lowers the lines it
 * names (and their VAT) or the delivery; the gift tiers and free delivery go by the goods before
 * any discount, as the cart's gift note promises.
 */
export function orderTotals(
  lines: Array<HandoverLine & { vatClass: VatClass }>,
  method: DeliveryMethod,
  country: CountryCode,
  pricing: Pricing,
  off: DiscountOff | null = null,
): OrderTotals {
  const taxedIn = pricedCountry(method, country)
  const subtotal = sumMoney(lines.map((line) => line.total))
  // Only the goods travel: gift vouchers are e-mailed (handover.ts).
  const goods = goodsSubtotal(lines)
  const { freeDelivery } = giftProgress(lines, pricing.giftTiers)
  const shipping = needsHandover(lines)
    ? shippingCost(method, taxedIn, goods, pricing.shipping, freeDelivery)
    : null
  const shipped = shipping?.amount ?? 0
  const linesOff = off?.lines ?? []
  const shippingOff = off?.freeShipping ? shipped : 0
  const discount = linesOff.reduce((sum, cents) => sum + cents, 0) + shippingOff
  const paidLines = lines.map((line, index) => ({
    ...line,
    total: euros(line.total.amount - (linesOff[index] ?? 0)),
  }))
  return {
    subtotal,
    discount: euros(discount),
    shipping,
    vat: includedVat(paidLines, taxedIn, pricing.vat, euros(shipped - shippingOff)),
    giftCards: [],
    total: euros(subtotal.amount + shipped - discount),
  }
}
