/**
 * How the stand-in nopCommerce prices a cart, configured as the shop is: the VAT rates, delivery
 * costs and gift tiers the shop's settings start with, applied with the shop's own rules.
 *
 * nopCommerce counts a cart item in whole numbers: a product sold by the kilogram is sold in
 * portions of its weight step (half a kilogram by default), priced per portion.
 */
import { maxQuantity, quantityLimits } from '@/commerce/rules/cart-lines'
import { checkDiscount, type Discount } from '@/commerce/rules/discounts'
import { payWithGiftCards } from '@/commerce/rules/gift-card-payment'
import { euros } from '@/commerce/rules/money'
import { orderTotals, type Pricing } from '@/commerce/rules/order-totals'
import { defaultShippingRates } from '@/commerce/rules/shipping'
import { defaultVatRates } from '@/commerce/rules/vat'
import { countryOfId } from '@/commerce/nopcommerce/country-ids'
import { demoGiftTiers } from '@/seed/gift-tiers'

import type { DoubleCart, DoubleCartItem, DoubleProduct, DoubleState } from './state'

export const doublePricing: Pricing = {
  vat: defaultVatRates,
  shipping: defaultShippingRates,
  // Free delivery from the demo ladder's flagged tier, as the shop's settings start with it.
  giftTiers: demoGiftTiers.map(({ from, freeDelivery, gift }) => ({
    from,
    freeDelivery,
    gift: gift.nl,
  })),
}

/**
 * How nopCommerce holds one product, in its catalog and its carts alike: the seed's price and
 * stock (per kilogram and in kilograms for a weighed product) as one portion's price and a
 * number of portions.
 */
export function saleUnit(product: DoubleProduct) {
  const limits = quantityLimits(product.unit, null)
  const step = product.unit === 'kg' ? limits.step : 1
  return {
    /** How much of the product (kilograms or pieces) one unit of quantity is. */
    step,
    /** The product's one price in nopCommerce: of one unit. */
    priceCents: Math.round(product.priceCents * step),
    /** The stock in units. */
    stock: Math.max(0, Math.floor(product.stock / step + 1e-9)),
    /** The order maximum of one item, in units. */
    orderMaximum: Math.round(limits.max / step),
    /** What one item may hold now: the order maximum, or the stock. */
    available: Math.round(maxQuantity(limits, product.stock, false) / step),
  }
}

/** nopCommerce's ShoppingCart.ProductUnpublished. */
export const unpublished = 'Product is not published'

export const productOf = (state: DoubleState, id: number) =>
  state.products.find((product) => product.id === id)

/** A gift card the shop sold (Sales › Gift cards). */
export type DoubleGiftCard = { id: number; code: string; amountCents: number; usedCents: number }

/** The discounts (with coupon codes) and gift cards the stand-in shop knows. */
export function promotionsOf(state: DoubleState) {
  const extra = state.extra as { discounts?: Discount[]; giftCards?: DoubleGiftCard[] }
  extra.discounts ??= []
  extra.giftCards ??= []
  return { discounts: extra.discounts, giftCards: extra.giftCards }
}

/**
 * The shop owner adds a coupon code in nopCommerce's admin (Promotions › Discounts: "Assigned to
 * order subtotal", "Requires coupon code", a percentage, no dates or limits; nopCommerce's
 * Discount entity), which ApplyDiscountCoupon then finds by its code.
 */
export function addCouponCode(state: DoubleState, code: string, percent: number) {
  promotionsOf(state).discounts.push({
    code,
    kind: 'percentage',
    value: percent,
    validFrom: null,
    validUntil: null,
    minimumCents: null,
    usageLimit: null,
    perCustomerLimit: null,
    categoryIds: [],
    active: true,
    uses: 0,
  })
}

export const itemTotalCents = (state: DoubleState, item: DoubleCartItem) =>
  saleUnit(productOf(state, item.productId)!).priceCents * item.quantity

/**
 * A cart's totals in cents, as nopCommerce computes them for the order totals model
 * (OrderTotalCalculationService): the shipping is the selected shipping option's rate, none
 * before one is selected (every change to the cart's lines lets go of it), and the stand-in
 * prices delivery for the country of the last shipping estimate.
 */
export function cartTotals(state: DoubleState, cart: DoubleCart, now = new Date()) {
  const { discounts, giftCards } = promotionsOf(state)
  const priced = cart.items.map((item) => {
    const product = productOf(state, item.productId)!
    return {
      total: euros(itemTotalCents(state, item)),
      vatClass: product.vatRate === 21 ? ('standard' as const) : ('food' as const),
      categoryIds: product.categoryIds,
      // A gift card product with "Shipping enabled" off (Product.IsShipEnabled, as the README
      // asks): OrderTotalCalculationService leaves it out of the shipping, as the shop's rule does.
      voucher: item.giftCard !== null,
    }
  })
  const code = cart.discountCodes[0]
  const discount = code ? (discounts.find((known) => known.code === code) ?? null) : null
  const check = code ? checkDiscount(discount, priced, now) : null
  const totals = orderTotals(
    priced,
    cart.pickupInStore || !cart.shippingOption ? 'pickup' : 'delivery',
    countryOfId(cart.countryId) ?? 'BE',
    doublePricing,
    check?.applies ? check.off : null,
  )
  const cards = cart.giftCardCodes.flatMap((entered) => {
    const card = giftCards.find((known) => known.code === entered)
    return card ? [{ code: card.code, balance: euros(card.amountCents - card.usedCents) }] : []
  })
  const paid = payWithGiftCards(totals, cards)
  return {
    subtotal: paid.subtotal.amount,
    discount: paid.discount.amount,
    shipping: paid.shipping?.amount ?? 0,
    /** Whether a shipping option is selected: without one the totals show no shipping. */
    shippingSelected: cart.shippingOption !== null,
    vat: paid.vat.map(({ rate, amount }) => ({ rate, cents: amount.amount })),
    giftCards: paid.giftCards.map((card) => ({
      id: giftCards.find((known) => known.code === card.code)!.id,
      code: card.code,
      cents: card.amount.amount,
      remainingCents: card.remaining.amount,
    })),
    total: paid.total.amount,
  }
}
