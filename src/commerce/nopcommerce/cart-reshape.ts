/** The plugin's cart and order totals models → the commerce cart. */
import { isValidQuantity, itemCount, maxQuantity, quantityLimits } from '../rules/cart-lines'
import { euros as cents } from '../rules/money'
import { productSlug } from '../rules/slugs'
import type {
  Cart,
  CartGift,
  CartLine,
  DeliveryMethod,
  GiftCardRecipient,
  OrderTotals,
  Product,
  ProductSummary,
} from '../types'
import {
  type CheckoutChoice,
  checkoutAttributes,
  countryFromText,
  initialChoice,
} from './checkout-attributes'
import { decodeHtml } from './catalog-reshape'
import { euros, nopAmountToCents } from './money'
import { fromNopQuantity, unitPriceFromNop } from './sale-quantity'

export type NopCartItem = {
  id: number
  productId: number
  productName: string
  unitPrice: string | null
  unitPriceValue?: number | null
  subTotal: string | null
  subTotalValue?: number | null
  quantity: number
  attributeInfo?: string | null
  warnings?: string[]
}

export type NopCheckoutAttribute = {
  id: number
  /** A text box's text. */
  defaultValue?: string | null
  selectedDay?: number | null
  selectedMonth?: number | null
  selectedYear?: number | null
  values?: Array<{ id: number; name?: string | null; isPreSelected: boolean }>
}

/**
 * ShoppingCart/Cart's model (and Checkout/Confirm's `shopping_cart`). For an empty cart
 * nopCommerce fills in nothing: no checkout attributes, no applied discounts.
 */
export type NopCartModel = {
  items: NopCartItem[]
  checkoutAttributes?: NopCheckoutAttribute[] | null
  warnings?: string[] | null
  discountBox?: {
    appliedDiscountsWithCodes?: Array<{ id: number; couponCode: string }> | null
    messages?: string[] | null
    isApplied?: boolean
  } | null
  giftCardBox?: { message?: string | null; isApplied?: boolean } | null
}

export type NopOrderTotals = {
  subTotal?: string | null
  subTotalDiscount?: string | null
  shipping?: string | null
  taxRates?: Array<{ rate: string; value: string }> | null
  giftCards?: Array<{ id: number; couponCode: string; amount: string; remaining: string }> | null
  orderTotalDiscount?: string | null
  orderTotal?: string | null
}

const attributeOf = (model: NopCartModel, id: number) =>
  model.checkoutAttributes?.find((attribute) => attribute.id === id)

const selected = (attribute: NopCheckoutAttribute | undefined) =>
  attribute?.values?.find((value) => value.isPreSelected)

/** What the shopper chose in the cart's checkout attributes; a new cart's choices where none. */
export function checkoutChoiceOf(model: NopCartModel): CheckoutChoice {
  const { deliveryMethod, timeSlot, deliveryDate, terms, country } = checkoutAttributes
  const methodValue = String(selected(attributeOf(model, deliveryMethod.id))?.id)
  const method = (Object.entries(deliveryMethod.values) as Array<[DeliveryMethod, string]>).find(
    ([, id]) => id === methodValue,
  )?.[0]
  const {
    selectedDay: day,
    selectedMonth: month,
    selectedYear: year,
  } = attributeOf(model, deliveryDate.id) ?? {}
  const slot = selected(attributeOf(model, timeSlot.id))
  const accepted = attributeOf(model, terms.id)?.values?.some(
    (value) => value.isPreSelected && String(value.id) === terms.accepted,
  )
  return {
    method: method ?? initialChoice.method,
    date:
      day && month && year
        ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
        : null,
    termsAccepted: accepted === true,
    timeSlot: slot ? String(slot.id) : null,
    country: countryFromText(attributeOf(model, country.id)?.defaultValue) ?? initialChoice.country,
  }
}

/** The name of the time slot nopCommerce holds, in the customer's language. */
const timeSlotName = (model: NopCartModel) =>
  selected(attributeOf(model, checkoutAttributes.timeSlot.id))?.name ?? null

/** Amounts nopCommerce writes as negative ("-€ 5,00") counted as what they take off. */
const off = (value: string | null | undefined) => Math.abs(nopAmountToCents(value))

/** "6", "5,5" or "5.5" as a number. */
const rateOf = (rate: string) => Number(rate.replace(/[^\d.,]/g, '').replace(',', '.'))

export function reshapeTotals(totals: NopOrderTotals): OrderTotals {
  return {
    subtotal: euros(totals.subTotal),
    discount: cents(off(totals.subTotalDiscount) + off(totals.orderTotalDiscount)),
    shipping: totals.shipping ? euros(totals.shipping) : null,
    vat: (totals.taxRates ?? [])
      .map(({ rate, value }) => ({ rate: rateOf(rate), amount: euros(value) }))
      .sort((a, b) => a.rate - b.rate),
    giftCards: (totals.giftCards ?? []).map((card) => ({
      code: card.couponCode,
      amount: cents(off(card.amount)),
      remaining: euros(card.remaining),
    })),
    total: euros(totals.orderTotal),
  }
}

/** The summary part of a product, as listings show it. */
export const summaryOf = ({
  id,
  name,
  slug,
  price,
  unit,
  quantityLimits,
  packedWeightGrams,
  pricePerKg,
  image,
  inStock,
  shortDescription,
}: ProductSummary): ProductSummary => ({
  id,
  name,
  slug,
  price,
  unit,
  quantityLimits,
  packedWeightGrams,
  pricePerKg,
  image,
  inStock,
  shortDescription,
})

/** What stops a line from being ordered as it is now, as message keys. */
export function lineWarnings(product: Product, quantity: number): string[] {
  if (!product.stock.inStock) return ['out-of-stock']
  const backorder = product.stock.behaviour === 'backorder'
  if (quantity > maxQuantity(product.quantityLimits, product.stock.quantity, backorder))
    return ['not-enough-stock']
  if (!isValidQuantity(product.quantityLimits, quantity)) return ['invalid-quantity']
  return []
}

/** A gift card's recipient where nopCommerce's text of the item does not say. */
const unreadRecipient: GiftCardRecipient = {
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  senderEmail: '',
  message: '',
}

/** nopCommerce's labels of a gift card's sender and recipient, in the shop's languages. */
const giftLabels = { from: ['From', 'Van', 'De'], to: ['For', 'Voor', 'Pour'] }

/**
 * Whom a gift card item is for, from what nopCommerce shows of its attributes: "From: name
 * <email><br />For: name <email>", its labels in the customer's language and the names and
 * addresses HTML-encoded ("Van: Jan &lt;jan@example.be&gt;"). The message is not shown there.
 */
export function giftRecipientFromInfo(info: string | null | undefined): GiftCardRecipient | null {
  const parts = (info ?? '').split(/<br\s*\/?>/i).map((part) => decodeHtml(part).trim())
  const person = (labels: string[]) => {
    for (const part of parts) {
      const found = /^([^:]+):\s*(.*?)\s*<([^<>]*)>$/.exec(part)
      if (found && labels.includes(found[1].trim())) return { name: found[2], email: found[3] }
    }
    return null
  }
  const from = person(giftLabels.from)
  const to = person(giftLabels.to)
  if (!from || !to) return null
  return {
    recipientName: to.name,
    recipientEmail: to.email,
    senderName: from.name,
    senderEmail: from.email,
    message: '',
  }
}

/**
 * A line of a product the shop no longer sells, from the cart item alone, so that the lines add
 * up to nopCommerce's totals and the shopper can remove it. How the product was sold is unknown:
 * the line counts as nopCommerce does, in whole items at the item's own price.
 */
function withdrawnLine(item: NopCartItem): CartLine {
  const price = euros(item.unitPriceValue ?? item.unitPrice)
  return {
    id: String(item.id),
    product: {
      id: item.productId,
      name: item.productName,
      slug: productSlug(item.productName),
      price,
      unit: 'piece',
      quantityLimits: quantityLimits('piece'),
      packedWeightGrams: null,
      pricePerKg: null,
      image: null,
      inStock: false,
      shortDescription: null,
    },
    quantity: item.quantity,
    unitPrice: price,
    lineTotal: euros(item.subTotalValue ?? item.subTotal),
    warnings: ['product-unavailable'],
    giftCard: giftRecipientFromInfo(item.attributeInfo),
  }
}

function reshapeLine(item: NopCartItem, product: Product): CartLine {
  const quantity = fromNopQuantity(product, item.quantity)
  const portionPrice = nopAmountToCents(item.unitPriceValue ?? item.unitPrice)
  return {
    id: String(item.id),
    product: summaryOf(product),
    quantity,
    unitPrice: cents(unitPriceFromNop(product, portionPrice)),
    lineTotal: euros(item.subTotalValue ?? item.subTotal),
    warnings: lineWarnings(product, quantity),
    // A gift card's line stays a voucher (e-mailed, not delivered) when its text cannot be read.
    giftCard: product.giftCard
      ? (giftRecipientFromInfo(item.attributeInfo) ?? unreadRecipient)
      : null,
  }
}

export type CartContext = {
  /** The products of the cart's items; null for one the shop no longer sells. */
  products: Map<number, Product | null>
  /** The dates the chosen method offers now. */
  choosableDates: string[]
  gift: CartGift | null
}

/**
 * The cart as the shopper sees it. A chosen date no longer on offer is dropped, with a word;
 * items of products the shop no longer sells stay, as nopCommerce keeps them, each with a word.
 */
export function reshapeCart(
  model: NopCartModel | null,
  totals: NopOrderTotals | null,
  { products, choosableDates, gift }: CartContext,
): Cart {
  const choice = model ? checkoutChoiceOf(model) : null
  const dateExpired = choice?.date ? !choosableDates.includes(choice.date) : false
  const items = model?.items ?? []
  const lines = items.map((item) => {
    const product = products.get(item.productId)
    return product ? reshapeLine(item, product) : withdrawnLine(item)
  })
  return {
    id: '',
    lines,
    itemCount: itemCount(
      lines.map((line) => ({ unit: line.product.unit, quantity: line.quantity })),
    ),
    deliveryMethod: choice?.method ?? 'delivery',
    deliveryDate: dateExpired ? null : (choice?.date ?? null),
    timeSlot: model ? timeSlotName(model) : null,
    country: choice?.country ?? initialChoice.country,
    discountCode: model?.discountBox?.appliedDiscountsWithCodes?.[0]?.couponCode ?? null,
    giftCardCode: totals?.giftCards?.[0]?.couponCode ?? null,
    termsAccepted: choice?.termsAccepted ?? false,
    totals: reshapeTotals(totals ?? {}),
    gift,
    warnings: dateExpired ? ['date-expired'] : [],
  }
}
