import type { CountryCode, DeliveryMethod, Money, OrderTotals, VatClass } from '../types'
import { sumMoney } from './cart-lines'
import { type GiftThresholds, giftProgress } from './gift-tiers'
import { euros } from './money'
import { type ShippingRates, shippingCost } from './shipping'
import { includedVat, type VatRates } from './vat'

/** The shop settings that price an order. */
export type Pricing = { vat: VatRates; shipping: ShippingRates; giftTiers: GiftThresholds }

/**
 * An order's totals, all VAT included and in cents: the lines, the delivery (free for pickup,
 * from the country's amount and at the premium gift tier), the VAT per rate of the destination
 * country (delivery taxed with the goods), and what the shopper pays.
 */
export function orderTotals(
  lines: Array<{ total: Money; vatClass: VatClass }>,
  method: DeliveryMethod,
  country: CountryCode,
  pricing: Pricing,
): OrderTotals {
  const subtotal = sumMoney(lines.map((line) => line.total))
  const freeDelivery = giftProgress(subtotal, pricing.giftTiers).reached === 'premium'
  const shipping =
    lines.length === 0
      ? euros(0)
      : shippingCost(method, country, subtotal, pricing.shipping, freeDelivery)
  return {
    subtotal,
    discount: euros(0),
    shipping,
    vat: includedVat(lines, country, pricing.vat, shipping),
    giftCards: [],
    total: euros(subtotal.amount + shipping.amount),
  }
}
