import type { CountryCode, DeliveryMethod, Money, OrderTotals, VatClass } from '../types'
import { sumMoney } from './cart-lines'
import type { DiscountOff } from './discounts'
import { type GiftThresholds, giftProgress } from './gift-tiers'
import { euros } from './money'
import { type ShippingRates, shippingCost } from './shipping'
import { includedVat, type VatRates } from './vat'

/** The shop settings that price an order. */
export type Pricing = { vat: VatRates; shipping: ShippingRates; giftTiers: GiftThresholds }

/**
 * An order's totals, all VAT included and in cents: the lines, the delivery (free for pickup,
 * from the country's amount and at the premium gift tier), the VAT per rate of the destination
 * country (delivery taxed with the goods), and what the shopper pays. A discount code's `off`
 * lowers the lines it names (and their VAT) or the delivery; the gift tiers and free delivery
 * go by the lines before any discount, as the cart's gift note promises.
 */
export function orderTotals(
  lines: Array<{ total: Money; vatClass: VatClass }>,
  method: DeliveryMethod,
  country: CountryCode,
  pricing: Pricing,
  off: DiscountOff | null = null,
): OrderTotals {
  const subtotal = sumMoney(lines.map((line) => line.total))
  const freeDelivery = giftProgress(subtotal, pricing.giftTiers).reached === 'premium'
  const shipping =
    lines.length === 0
      ? euros(0)
      : shippingCost(method, country, subtotal, pricing.shipping, freeDelivery)
  const linesOff = off?.lines ?? []
  const shippingOff = off?.freeShipping ? shipping.amount : 0
  const discount = linesOff.reduce((sum, cents) => sum + cents, 0) + shippingOff
  const paidLines = lines.map((line, index) => ({
    ...line,
    total: euros(line.total.amount - (linesOff[index] ?? 0)),
  }))
  return {
    subtotal,
    discount: euros(discount),
    shipping,
    vat: includedVat(paidLines, country, pricing.vat, euros(shipping.amount - shippingOff)),
    giftCards: [],
    total: euros(subtotal.amount + shipping.amount - discount),
  }
}
