import {
  checkoutAttributes,
  dateFromAttributeForm,
} from '@/commerce/nopcommerce/checkout-attributes'
import { countryOfId } from '@/commerce/nopcommerce/country-ids'
import { normalizedCode } from '@/commerce/rules/discounts'
import { normalizeGiftCardCode } from '@/commerce/rules/gift-card-code'
import { shopClock } from '@/commerce/rules/delivery-calendar'

import { productOf, promotionsOf, saleUnit, unpublished } from '../cart-pricing'
import { cartModel, orderTotalsModel } from '../cart-model'
import { badRequest, dictionary, type DoubleAnswer, type DoubleRoute, unauthorized } from '../http'
import { selectPayment } from '../order-placing'
import {
  type DoubleShippingOption,
  optionName,
  shippingOptionsFor,
  shopShippingOptions,
} from '../shipping'
import type { DoubleCart, DoubleCustomer, DoubleGiftCardFields, DoubleState } from '../state'

const wholeNumber = (value: string | undefined) =>
  value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : null

/** Why nopCommerce would not let an item hold `quantity` units of the product; none when it may. */
function quantityWarnings(state: DoubleState, productId: number, quantity: number): string[] {
  const product = productOf(state, productId)!
  if (!product.published) return [unpublished]
  const unit = saleUnit(product)
  if (quantity <= 0) return ['Quantity should be positive']
  if (unit.available === 0) return ['Out of stock']
  if (quantity > unit.orderMaximum)
    return [`The maximum quantity allowed for purchase is ${unit.orderMaximum}.`]
  if (quantity > unit.available)
    return [
      `Your quantity exceeds stock on hand. The maximum quantity that can be added is ${unit.available}.`,
    ]
  return []
}

/**
 * ShoppingCartService's ResetCheckoutDataAsync, run on every change to a cart line, refused
 * ones too: the customer's shipping option, pickup point and payment method are let go; the
 * checkout attributes, coupons and estimate country stay.
 */
function resetCheckoutData(cart: DoubleCart, customer: DoubleCustomer) {
  cart.shippingOption = null
  cart.pickupInStore = false
  selectPayment(customer, null)
}

function giftCardFields(form: Record<string, string>, productId: number) {
  const field = (name: string) => (form[`giftcard_${productId}.${name}`] ?? '').trim()
  const fields: DoubleGiftCardFields = {
    recipientName: field('RecipientName'),
    recipientEmail: field('RecipientEmail'),
    senderName: field('SenderName'),
    senderEmail: field('SenderEmail'),
    message: field('Message'),
  }
  const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
  const warnings = [
    ...(fields.recipientName ? [] : ['Enter valid recipient name']),
    ...(email.test(fields.recipientEmail) ? [] : ['Enter valid recipient email']),
    ...(fields.senderName ? [] : ['Enter valid sender name']),
    ...(email.test(fields.senderEmail) ? [] : ['Enter valid sender email']),
  ]
  return { fields, warnings }
}

/** A date attribute must be a real calendar date, today or later. */
function dateAttributeProblem(form: Record<string, string>): string | null {
  const key = `checkout_attribute_${checkoutAttributes.deliveryDate.id}`
  const parts = ['_day', '_month', '_year'].map((part) => form[key + part] ?? '')
  if (parts.every((part) => part === '')) return null
  const date = dateFromAttributeForm(form)
  const real = date && new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) === date
  if (!real) return 'The date is not valid'
  return date < shopClock(new Date()).day ? 'The date is not valid' : null
}

type CartHandler = (input: {
  customer: DoubleCustomer
  cart: DoubleCart
  state: DoubleState
  form: Record<string, string>
  query: URLSearchParams
  params: Record<string, string>
  body: unknown
}) => DoubleAnswer

/** A cart route for the customer (a guest too) of the bearer token; anonymous calls are refused. */
const forCustomer =
  (handle: CartHandler): DoubleRoute['handle'] =>
  ({ customer, state, body, query, params }) => {
    if (!customer) return unauthorized
    return handle({
      customer,
      cart: state.cartOf(customer.id),
      state,
      form: dictionary(body),
      query,
      params,
      body,
    })
  }

const knownCountryIds = [22, 153, 76, 83, 129]

/** The cart of the shopping cart pages, the plugin's ShoppingCart controller. */
export const cartRoutes: DoubleRoute[] = [
  {
    method: 'GET',
    path: 'ShoppingCart/Cart',
    handle: forCustomer(({ state, customer }) => ({ json: cartModel(state, customer) })),
  },
  {
    method: 'GET',
    path: 'ShoppingCart/OrderTotals',
    handle: forCustomer(({ state, customer }) => ({ json: orderTotalsModel(state, customer) })),
  },
  {
    method: 'POST',
    path: 'ShoppingCart/AddProductToCartFromDetails/:productId',
    handle: forCustomer(({ state, customer, cart, form, params, query }) => {
      const productId = Number(params.productId)
      const product = productOf(state, productId)
      if (!product)
        return { status: 404, json: { message: 'No product found with the specified ID' } }
      if ((query.get('shoppingCartType') ?? 'ShoppingCart') !== 'ShoppingCart')
        return badRequest('Only the shopping cart is supported')
      const refuse = (errors: string[]) => ({
        json: { success: false, message: errors.join(' '), errors, model: null },
      })
      const entered = wholeNumber(form[`addtocart_${productId}.EnteredQuantity`])
      if (entered === null || entered <= 0) return refuse(['Quantity should be positive'])
      resetCheckoutData(cart, customer)
      const giftCard = product.giftCardCents === null ? null : giftCardFields(form, productId)
      if (giftCard?.warnings.length) return refuse(giftCard.warnings)
      const same = giftCard
        ? undefined
        : cart.items.find((item) => item.productId === productId && !item.giftCard)
      const warnings = quantityWarnings(state, productId, (same?.quantity ?? 0) + entered)
      if (warnings.length > 0) return refuse(warnings)
      if (same) same.quantity += entered
      else
        cart.items.push({
          id: state.nextId(),
          productId,
          quantity: entered,
          giftCard: giftCard?.fields ?? null,
        })
      return {
        json: {
          success: true,
          message: 'The product has been added to your shopping cart',
          errors: [],
          model: cartModel(state, customer),
        },
      }
    }),
  },
  {
    method: 'POST',
    path: 'ShoppingCart/UpdateCart',
    handle: forCustomer(({ state, customer, cart, form }) => {
      const removed = (form.removefromcart ?? '')
        .split(',')
        .map((id) => Number(id.trim()))
        .filter(Boolean)
      const warnings = new Map<number, string[]>()
      const changes = new Map<number, number>()
      for (const item of cart.items) {
        const key = `itemquantity${item.id}`
        if (removed.includes(item.id)) resetCheckoutData(cart, customer)
        if (removed.includes(item.id) || !(key in form)) continue
        const quantity = wholeNumber(form[key])
        if (quantity !== null) resetCheckoutData(cart, customer)
        const problems =
          quantity === null
            ? ['Quantity should be positive']
            : quantity === 0
              ? []
              : quantityWarnings(state, item.productId, quantity)
        if (problems.length > 0) warnings.set(item.id, problems)
        else changes.set(item.id, quantity!)
      }
      // As nopCommerce does: items it refuses keep their quantity and carry the warnings.
      cart.items = cart.items.flatMap((item) => {
        if (removed.includes(item.id) || changes.get(item.id) === 0) return []
        if (changes.has(item.id)) item.quantity = changes.get(item.id)!
        return [item]
      })
      const model = cartModel(state, customer)
      return {
        json: {
          ...model,
          items: model.items.map((item) => ({
            ...item,
            warnings: [...(warnings.get(item.id) ?? []), ...item.warnings],
          })),
        },
      }
    }),
  },
  {
    method: 'POST',
    path: 'ShoppingCart/CheckoutAttributeChange',
    handle: forCustomer(({ state, customer, cart, form }) => {
      const { deliveryMethod, terms } = checkoutAttributes
      const method = form[`checkout_attribute_${deliveryMethod.id}`]
      if (method && !Object.values(deliveryMethod.values).includes(method))
        return badRequest('The delivery method is not valid')
      const accepted = form[`checkout_attribute_${terms.id}`]
      if (accepted && accepted !== terms.accepted) return badRequest('The terms value is not valid')
      const dateProblem = dateAttributeProblem(form)
      if (dateProblem) return badRequest(dateProblem)
      cart.checkoutAttributes = Object.fromEntries(
        Object.entries(form).filter(([key]) => key.startsWith('checkout_attribute_')),
      )
      return {
        json: {
          order_totals_model: orderTotalsModel(state, customer),
          enabled_attribute_ids: Object.values(checkoutAttributes).map((attribute) => attribute.id),
          disabled_attribute_ids: [],
        },
      }
    }),
  },
  {
    method: 'POST',
    path: 'ShoppingCart/SelectShippingOption',
    handle: forCustomer(({ state, customer, cart, query, body }) => {
      const model = ((body as { model?: { country_id?: unknown } } | undefined)?.model ?? {}) as {
        country_id?: unknown
      }
      const countryId = Number(model.country_id ?? cart.countryId)
      const name = query.get('name') ?? ''
      const named = (option: DoubleShippingOption) => optionName(option) === name
      const shopOption = shopShippingOptions.some(named)
      const errors = [
        ...(knownCountryIds.includes(countryId) && countryOfId(countryId)
          ? []
          : ['Shipping is not allowed to this country']),
        ...(shopOption ? [] : ['The shipping option is not valid']),
        ...(shopOption && !shippingOptionsFor(state, countryId).some(named)
          ? ['Shipping method is not available for this country']
          : []),
      ]
      if (errors.length > 0) return { json: { success: false, errors, model: null } }
      cart.countryId = countryId
      cart.shippingOption = name
      // As nopCommerce: choosing a shipping option lets go of a chosen pickup point.
      cart.pickupInStore = false
      return { json: { success: true, errors: [], model: orderTotalsModel(state, customer) } }
    }),
  },
  {
    method: 'POST',
    path: 'ShoppingCart/ApplyDiscountCoupon',
    handle: forCustomer(({ state, customer, cart, query }) => {
      const code = normalizedCode(query.get('discountCouponCode') ?? '')
      const known = promotionsOf(state).discounts.find(
        (discount) => discount.code === code && discount.active,
      )
      if (!known)
        return {
          json: cartModel(state, customer, {
            discount: ["The coupon code you entered couldn't be applied to your order"],
          }),
        }
      cart.discountCodes = [code]
      return { json: cartModel(state, customer) }
    }),
  },
  {
    method: 'POST',
    path: 'ShoppingCart/RemoveDiscountCoupon',
    handle: forCustomer(({ state, customer, cart }) => {
      cart.discountCodes = []
      return { json: cartModel(state, customer) }
    }),
  },
  {
    method: 'POST',
    path: 'ShoppingCart/ApplyGiftCard',
    handle: forCustomer(({ state, customer, cart, query }) => {
      const code = normalizeGiftCardCode(query.get('giftCardCouponCode'))
      const card = promotionsOf(state).giftCards.find((known) => known.code === code)
      if (!card || card.usedCents >= card.amountCents)
        return {
          json: cartModel(state, customer, { giftCard: "The gift card couldn't be applied" }),
        }
      cart.giftCardCodes = [card.code]
      return { json: cartModel(state, customer) }
    }),
  },
  {
    method: 'POST',
    path: 'ShoppingCart/RemoveGiftCardCode',
    handle: forCustomer(({ state, customer, cart }) => {
      cart.giftCardCodes = []
      return { json: cartModel(state, customer) }
    }),
  },
]
