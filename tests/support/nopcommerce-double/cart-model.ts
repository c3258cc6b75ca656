/** The stand-in's cart and order totals as the plugin answers them (snake_case). */
import { checkoutAttributes } from '@/commerce/nopcommerce/checkout-attributes'
import { productSlug } from '@/commerce/rules/slugs'
import type { Locale } from '@/i18n/locales'

import { cartTotals, productOf, promotionsOf, saleUnit, unpublished } from './cart-pricing'
import { formatAmount } from './http'
import { htmlEncode } from './routes/catalog-models'
import type { DoubleCart, DoubleCartItem, DoubleCustomer, DoubleState } from './state'

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

function checkoutAttributeModels(cart: DoubleCart) {
  const chosen = (id: number) => cart.checkoutAttributes[`checkout_attribute_${id}`] ?? ''
  const { deliveryMethod, deliveryDate, terms } = checkoutAttributes
  const datePart = (part: string) =>
    Number(cart.checkoutAttributes[`checkout_attribute_${deliveryDate.id}_${part}`]) || null
  return [
    {
      id: deliveryMethod.id,
      name: 'Levering of afhalen',
      is_required: true,
      attribute_control_type: 'RadioList',
      values: Object.entries(deliveryMethod.values).map(([name, id]) => ({
        id: Number(id),
        name,
        price_adjustment: null,
        is_pre_selected: chosen(deliveryMethod.id) === id,
      })),
    },
    {
      id: deliveryDate.id,
      name: 'Datum',
      is_required: true,
      attribute_control_type: 'Datepicker',
      selected_day: datePart('day'),
      selected_month: datePart('month'),
      selected_year: datePart('year'),
      values: [],
    },
    {
      id: terms.id,
      name: 'Ik aanvaard de algemene voorwaarden',
      is_required: true,
      attribute_control_type: 'Checkboxes',
      values: [
        {
          id: Number(terms.accepted),
          name: 'Ja',
          price_adjustment: null,
          is_pre_selected: chosen(terms.id) === terms.accepted,
        },
      ],
    },
  ]
}

/** ShoppingCart/Cart's answer; `messages` are what the last coupon or gift card code said. */
export function cartModel(
  state: DoubleState,
  customer: DoubleCustomer,
  messages: { discount?: string[]; giftCard?: string } = {},
) {
  const cart = state.cartOf(customer.id)
  const { discounts } = promotionsOf(state)
  return {
    is_editable: true,
    items: cart.items.map((item) => itemModel(state, item, customer.languageId)),
    checkout_attributes: checkoutAttributeModels(cart),
    warnings: [],
    discount_box: {
      display: true,
      applied_discounts_with_codes: cart.discountCodes.map((code) => ({
        id: discounts.findIndex((known) => known.code === code) + 1,
        coupon_code: code,
      })),
      messages: messages.discount ?? [],
      is_applied: messages.discount === undefined ? cart.discountCodes.length > 0 : false,
    },
    gift_card_box: {
      display: true,
      message: messages.giftCard ?? null,
      is_applied: messages.giftCard === undefined,
    },
    estimate_shipping: {
      enabled: true,
      country_id: cart.countryId,
      state_province_id: null,
      zip_postal_code: null,
    },
    order_review_data: { display: false },
  }
}

/** The order totals model, amounts written for the customer's language. */
export function orderTotalsModel(state: DoubleState, customer: DoubleCustomer) {
  const cart = state.cartOf(customer.id)
  const language = customer.languageId
  const totals = cartTotals(state, cart)
  return {
    is_editable: true,
    sub_total: formatAmount(totals.subtotal, language),
    sub_total_discount: negative(totals.discount, language),
    shipping: formatAmount(totals.shipping, language),
    required_shipping: true,
    selected_shipping_method: cart.shippingOption,
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
