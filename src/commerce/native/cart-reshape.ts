/** Payload cart documents → the commerce cart. */
import type { Cart as CartDoc, Product as ProductDoc } from '@/payload-types'

import { isValidQuantity, itemCount, lineTotal, maxQuantity } from '../rules/cart-lines'
import type { DiscountCheck } from '../rules/discounts'
import { type GiftCardBalance, payWithGiftCards } from '../rules/gift-card-payment'
import { cartGifts } from '../rules/gift-line'
import { orderTotals, type Pricing } from '../rules/order-totals'
import { defaultShippingRates } from '../rules/shipping'
import { defaultVatRates } from '../rules/vat'
import { bookingProblem } from '../rules/delivery-calendar'
import type { BookingOptions, Cart, CartLine, CountryCode } from '../types'
import { giftRecipientOf } from './gift-recipient'
import { limitsOf, reshapeSummary } from './reshape'

type LineDoc = NonNullable<CartDoc['lines']>[number]

/** A line's product when the shop still sells it; lines of withdrawn products drop out. */
export const saleableProduct = ({ product }: LineDoc): ProductDoc | null =>
  typeof product === 'object' && product?._status === 'published' ? product : null

export function lineWarnings(product: ProductDoc, quantity: number): string[] {
  const summary = reshapeSummary(product)
  if (!summary.inStock) return ['out-of-stock']
  const backorder = product.outOfStock === 'backorder'
  const limits = limitsOf(product)
  if (quantity > maxQuantity(limits, product.stock, backorder)) return ['not-enough-stock']
  if (!isValidQuantity(limits, quantity)) return ['invalid-quantity']
  return []
}

/** An empty cart costs nothing, so no settings are needed to show it. */
export const emptyCart = (): Cart =>
  reshapeCart(null, null, { vat: defaultVatRates, shipping: defaultShippingRates, giftTiers: [] })

/** What the cart's discount code does now, and its gift voucher. */
export type CartExtras = {
  discount: DiscountCheck | null
  giftCard?: GiftCardBalance | null
}

/**
 * The cart as the shopper sees it; a chosen date no longer on offer (`booking`, for the cart's
 * country) is dropped, with a word, and so is a discount code that does not apply any more. The
 * entered gift voucher pays what its balance allows. The gifts are those of `pricing`'s tiers,
 * named in the language it was read in.
 */
export function reshapeCart(
  doc: CartDoc | null,
  booking: Pick<BookingOptions, 'dates' | 'deliveryWeekdays' | 'full'> | null,
  pricing: Pricing,
  extras: CartExtras = { discount: null },
): Cart {
  const country: CountryCode = doc?.country ?? 'BE'
  const chosenDate = doc?.deliveryDate ?? null
  const deliveryMethod = doc?.deliveryMethod ?? 'delivery'
  const dateProblem =
    chosenDate === null
      ? null
      : booking
        ? bookingProblem(booking, deliveryMethod, chosenDate)
        : 'date-unavailable'
  const dateExpired = dateProblem !== null
  const docs = doc?.lines ?? []
  const lines: CartLine[] = []
  const priced: Parameters<typeof orderTotals>[0] = []
  for (const line of docs) {
    const product = saleableProduct(line)
    if (!product) continue
    const summary = reshapeSummary(product)
    const recipient = giftRecipientOf(line)
    lines.push({
      id: line.id ?? String(product.id),
      product: summary,
      quantity: line.quantity,
      unitPrice: summary.price,
      lineTotal: lineTotal(summary.price, line.quantity),
      warnings: lineWarnings(product, line.quantity),
      giftCard: recipient,
    })
    priced.push({
      total: lineTotal(summary.price, line.quantity),
      vatClass: product.vatClass,
      voucher: recipient !== null,
    })
  }
  const applied = extras.discount?.applies ? extras.discount : null
  const giftCard = extras.giftCard ?? null
  const withdrawn = docs.length > lines.length
  return {
    id: doc ? String(doc.id) : '',
    lines,
    itemCount: itemCount(
      lines.map((line) => ({ unit: line.product.unit, quantity: line.quantity })),
    ),
    deliveryMethod,
    deliveryDate: dateExpired ? null : chosenDate,
    timeSlot: null,
    country,
    discountCode: doc?.discountCode ?? null,
    giftCardCode: giftCard?.code ?? null,
    termsAccepted: doc?.termsAccepted ?? false,
    totals: payWithGiftCards(
      orderTotals(priced, deliveryMethod, country, pricing, applied?.off ?? null),
      giftCard ? [giftCard] : [],
    ),
    ...cartGifts(priced, pricing.giftTiers),
    warnings: [
      ...(withdrawn ? ['product-withdrawn'] : []),
      // A country switched to one not delivered to on that day says so.
      ...(dateProblem === 'not-a-delivery-day' ? ['date-not-for-country'] : []),
      ...(dateProblem === 'date-unavailable' ? ['date-expired'] : []),
      ...(dateProblem === 'day-full' ? ['date-full'] : []),
      ...(doc?.discountDropped ? ['discount-dropped'] : []),
      ...(extras.discount && !extras.discount.applies ? ['discount-off'] : []),
      ...(giftCard && giftCard.balance.amount <= 0 ? ['gift-card-used-up'] : []),
    ],
  }
}
