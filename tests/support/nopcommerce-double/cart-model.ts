/** The stand-in's cart and order totals as the plugin answers them (snake_case). */
import { productSlug } from '@/commerce/rules/slugs'
import type { Locale } from '@/i18n/locales'

import { cartTotals, productOf, promotionsOf, saleUnit, unpublished } from './cart-pricing'
import { checkoutAttributeModels } from './checkout-attributes'
import { formatAmount } from './http'
import { requiresShipping } from './shipping'
import { htmlEncode } from './routes/catalog-models'
import type { DoubleCartItem, DoubleCustomer, DoubleState } from './state'

const localeOf: Record<number, Locale> = { 2: 'nl', 5: 'fr', 1: 'en' }

/** nopCommerce writes a tax rate as a number in the customer's language: "6", "5,5". */
const formatRate = (rate: number, languageId: number) =>
  new Intl.NumberFormat(languageId === 1 ? 'en-US' : 'nl-BE').format(rate)

const negative = (cents: number, languageId: number) =>
  cents > 0 ? formatAmount(-cents, languageId) : null

/** nopCommerce's GiftCardAttribute.From.Virtual and .For.Virtual texts of each language. */
const giftCardTexts: Record<Locale, { from: string; for: string }> = {
  nl: { from: 'Van: {0} <{1}>', for: 'Voor: {0} <{1}>' },
  fr: { from: 'De : {0} <{1}>', for: 'Pour : {0} <{1}>' },
  en: { from: 'From: {0} <{1}>', for: 'For: {0} <{1}>' },
}

/** What nopCommerce shows of a gift card item's attributes: each part HTML-encoded. */
function giftCardInfo({ giftCard }: DoubleCartItem, languageId: number) {
  if (!giftCard) return ''
  const texts = giftCardTexts[localeOf[languageId] ?? 'nl']
  const fill = (text: string, name: string, email: string) =>
    htmlEncode(text.replace('{0}', name).replace('{1}', email))
  return [
    fill(texts.from, giftCard.senderName, giftCard.senderEmail),
    fill(texts.for, giftCard.recipientName, giftCard.recipientEmail),
  ].join('<br />')
}

/** The item's problems as nopCommerce words them; the product may have changed since. */
function itemWarnings(state: DoubleState, item: DoubleCartItem): string[] {
  const product = productOf(state, item.productId)!
  if (!product.published) return [unpublished]
  const unit = saleUnit(product)
  if (unit.available === 0) return ['Out of stock']
  if (item.quantity > unit.available)
    return [
      `Your quantity exceeds stock on hand. The maximum quantity that can be added is ${unit.available}.`,
    ]
  return []
}

function itemModel(state: DoubleState, item: DoubleCartItem, languageId: number) {
  const product = productOf(state, item.productId)!
  const unit = saleUnit(product)
  const name = product.name[localeOf[languageId] ?? 'nl']
  return {
    id: item.id,
    sku: product.sku,
    product_id: product.id,
    product_name: name,
    product_se_name: productSlug(name),
    picture: { image_url: null, thumb_image_url: null, title: name, alternate_text: name },
    unit_price: formatAmount(unit.priceCents, languageId),
    unit_price_value: unit.priceCents / 100,
    sub_total: formatAmount(unit.priceCents * item.quantity, languageId),
    sub_total_value: (unit.priceCents * item.quantity) / 100,
    discount: null,
    quantity: item.quantity,
    attribute_info: giftCardInfo(item, languageId),
    allow_item_editing: true,
    warnings: itemWarnings(state, item),
  }
}

/** A discount box or gift card box as a new ShoppingCartModel has it, before the factory fills it. */
const emptyBoxes = () => ({
  discount_box: {
    display: false,
    applied_discounts_with_codes: [] as Array<{ id: number; coupon_code: string }>,
    messages: [] as string[],
    is_applied: false,
  },
  gift_card_box: { display: false, message: null as string | null, is_applied: false },
})

/** What ApplyDiscountCoupon or ApplyGiftCard set in the model before the factory fills it. */
export type BoxMessages = {
  discount?: { messages: string[]; applied: boolean }
  giftCard?: { message: string; applied: boolean }
}

/**
 * ShoppingCart/Cart's answer (ShoppingCartModelFactory.cs, PrepareShoppingCartModelAsync): for
 * an empty cart the factory fills in nothing (no checkout attributes, no applied discounts);
 * what an action set in the discount and gift card boxes stays.
 */
export function cartModel(
  state: DoubleState,
  customer: DoubleCustomer,
  messages: BoxMessages = {},
) {
  const cart = state.cartOf(customer.id)
  const { discounts } = promotionsOf(state)
  const locale = localeOf[customer.languageId] ?? 'nl'
  const boxes = emptyBoxes()
  if (messages.discount)
    Object.assign(boxes.discount_box, {
      messages: messages.discount.messages,
      is_applied: messages.discount.applied,
    })
  if (messages.giftCard)
    Object.assign(boxes.gift_card_box, {
      message: messages.giftCard.message,
      is_applied: messages.giftCard.applied,
    })
  const empty = {
    one_page_checkout_enabled: false,
    is_editable: false,
    items: [] as ReturnType<typeof itemModel>[],
    checkout_attributes: [] as ReturnType<typeof checkoutAttributeModels>,
    warnings: [] as string[],
    min_order_subtotal_warning: null,
    ...boxes,
    order_review_data: { display: false },
  }
  if (cart.items.length === 0) return empty
  boxes.discount_box.display = true
  boxes.gift_card_box.display = true
  // Only the codes that still validate are listed.
  boxes.discount_box.applied_discounts_with_codes = cart.discountCodes.flatMap((code) => {
    const index = discounts.findIndex((known) => known.code === code && known.active)
    return index < 0 ? [] : [{ id: index + 1, coupon_code: code }]
  })
  return {
    ...empty,
    ...boxes,
    is_editable: true,
    items: cart.items.map((item) => itemModel(state, item, customer.languageId)),
    checkout_attributes: checkoutAttributeModels(cart, locale),
  }
}

/**
 * The order totals model (ShoppingCartModelFactory.cs, PrepareOrderTotalsModelAsync), amounts
 * written for the customer's language; for an empty cart nothing but `is_editable`.
 */
export function orderTotalsModel(state: DoubleState, customer: DoubleCustomer, isEditable = true) {
  const cart = state.cartOf(customer.id)
  const language = customer.languageId
  if (cart.items.length === 0) return { is_editable: isEditable }
  const totals = cartTotals(state, cart)
  return {
    is_editable: isEditable,
    sub_total: formatAmount(totals.subtotal, language),
    sub_total_discount: negative(totals.discount, language),
    // Without a selected shipping option nopCommerce has no shipping rate to show.
    shipping:
      requiresShipping(cart) && totals.shippingSelected
        ? formatAmount(totals.shipping, language)
        : null,
    requires_shipping: requiresShipping(cart),
    selected_shipping_method: cart.shippingOption?.split('___')[0] ?? null,
    hide_shipping_total: false,
    payment_method_additional_fee: null,
    tax: formatAmount(
      totals.vat.reduce((sum, { cents }) => sum + cents, 0),
      language,
    ),
    tax_rates: totals.vat.map(({ rate, cents }) => ({
      rate: formatRate(rate, language),
      value: formatAmount(cents, language),
    })),
    display_tax: true,
    display_tax_rates: true,
    gift_cards: totals.giftCards.map((card) => ({
      id: card.id,
      coupon_code: card.code,
      amount: formatAmount(-card.cents, language),
      remaining: formatAmount(card.remainingCents, language),
    })),
    order_total_discount: null,
    redeemed_reward_points: 0,
    order_total: formatAmount(totals.total, language),
  }
}
