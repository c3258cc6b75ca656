/**
 * The plugin's ShoppingCart controller (ShoppingCartController.cs) for the cart pages. Every
 * action is [Authorize]d (401 without a valid token) on an [ApiController] (400 for a missing
 * [FromBody] body or [Required] query value); an exception in an action is answered by the
 * Framework's ErrorHandlerMiddleware.cs: 404 for a KeyNotFoundException (a form key the action
 * indexes and the form lacks), 500 for anything else it does not know.
 */
import { checkDiscount } from '@/commerce/rules/discounts'
import { euros } from '@/commerce/rules/money'

import { itemTotalCents, productOf, promotionsOf, saleUnit, unpublished } from '../cart-pricing'
import { type BoxMessages, cartModel, orderTotalsModel } from '../cart-model'
import { checkoutAttributeDescription } from '../order-attributes'
import {
  checkoutAttributeModels,
  type ParsedAttributes,
  parseCheckoutAttributes,
} from '../checkout-attributes'
import {
  dictionary,
  type DoubleAnswer,
  type DoubleRoute,
  formatAmount,
  missingBody,
  missingQuery,
  refusedWithText,
  unauthorized,
  validationProblem,
} from '../http'
import { selectPayment } from '../order-placing'
import { optionName, shippingOptionsFor } from '../shipping'
import type { DoubleCart, DoubleCustomer, DoubleGiftCardFields, DoubleState } from '../state'

/** An exception the middleware answers: its message, and no stack trace outside developer mode. */
const exception = (status: number, message: string): DoubleAnswer => ({
  status,
  json: { message, inner_exception_message: null, stack_trace: '' },
})

/** `form[key]` on the action's IDictionary: a KeyNotFoundException, which the middleware makes 404. */
const missingKey = (key: string) =>
  exception(404, `The given key '${key}' was not present in the dictionary.`)

/** ParseAndSaveCheckoutAttributesAsync: saved, or the exception it threw (nothing saved then). */
function saveAttributes(cart: DoubleCart, form: Record<string, string>): DoubleAnswer | null {
  const parsed: ParsedAttributes = parseCheckoutAttributes(form)
  if ('missingKey' in parsed) return missingKey(parsed.missingKey)
  if ('notANumber' in parsed)
    return exception(500, `The input string '${parsed.notANumber}' was not in a correct format.`)
  cart.checkoutAttributes = parsed.saved
  return null
}

/** .NET's int.TryParse: a whole number, spaces and a sign allowed; null otherwise. */
const tryParseInt = (value: string | undefined) =>
  value !== undefined && /^\s*[-+]?\d+\s*$/.test(value) ? Number(value) : null

/** GetShoppingCartItemWarningsAsync for `quantity` units of the product; none when it may. */
function quantityWarnings(state: DoubleState, productId: number, quantity: number): string[] {
  const product = productOf(state, productId)!
  if (!product.published) return [unpublished]
  const unit = saleUnit(product)
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
 * CustomerService.ResetCheckoutDataAsync, which ShoppingCartService runs on every change to a
 * cart line, refused ones too: the selected shipping option, pickup point and payment method are
 * let go; the checkout attributes, coupon codes and gift cards stay.
 */
export function resetCheckoutData(cart: DoubleCart, customer: DoubleCustomer) {
  cart.shippingOption = null
  cart.pickupInStore = false
  selectPayment(customer, null)
}

/** ProductAttributeParser's gift card fields and GetShoppingCartItemGiftCardWarningsAsync. */
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

/**
 * ProductAttributeParser.ParseEnteredQuantity: `addtocart_{id}.EnteredQuantity` (any case) as
 * int.TryParse reads it; 1 when the form has none, 0 when it is no number.
 */
function enteredQuantity(form: Record<string, string>, productId: number) {
  const name = `addtocart_${productId}.EnteredQuantity`.toLowerCase()
  const found = Object.keys(form).find((key) => key.toLowerCase() === name)
  return found === undefined ? 1 : (tryParseInt(form[found]) ?? 0)
}

/** ShoppingCartModelFactory.PrepareMiniShoppingCartModelAsync: what AddProductToCart answers. */
function miniCartModel(state: DoubleState, customer: DoubleCustomer) {
  const cart = state.cartOf(customer.id)
  const subtotal = cart.items.reduce((sum, item) => sum + itemTotalCents(state, item), 0)
  return {
    total_products: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    sub_total: formatAmount(subtotal, customer.languageId),
    sub_total_value: subtotal / 100,
    display_shopping_cart_button: true,
    current_customer_is_guest: customer.isGuest,
    anonymous_checkout_allowed: true,
    // The shop has checkout attributes: the shopper goes through the cart page first.
    display_checkout_button: false,
    items: [...cart.items].reverse().map((item) => ({
      id: item.id,
      product_id: item.productId,
      quantity: item.quantity,
    })),
  }
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

/**
 * A cart action for the customer (a guest too) of the bearer token: 401 without one; with
 * `body`, the action's [FromBody] must be there (400 before it runs); `required` names its
 * [Required] query values.
 */
const forCustomer =
  (options: { body: boolean; required?: string[] }, handle: CartHandler): DoubleRoute['handle'] =>
  ({ customer, state, body, query, params }) => {
    if (!customer) return unauthorized
    const refused =
      (options.body ? missingBody(body) : null) ?? missingQuery(query, ...(options.required ?? []))
    if (refused) return refused
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

/** Options whose name is `name` (the plugin compares them regardless of case). */
const named = (name: string) => (option: { name: string }) =>
  option.name.toLowerCase() === name.trim().toLowerCase()

export const cartRoutes: DoubleRoute[] = [
  {
    // ShoppingCartController.cs, Cart.
    method: 'GET',
    path: 'ShoppingCart/Cart',
    handle: forCustomer({ body: false }, ({ state, customer }) => ({
      json: cartModel(state, customer),
    })),
  },
  {
    // ShoppingCartController.cs, AddProductToCartFromDetails, and ShoppingCartService.AddToCartAsync:
    // refusals are 200 with `success: false` and the warnings; the stand-in keeps no wishlists.
    method: 'POST',
    path: 'ShoppingCart/AddProductToCartFromDetails/:productId',
    handle: forCustomer(
      { body: true, required: ['shoppingCartType'] },
      ({ state, customer, cart, form, params, query }) => {
        const type = query.get('shoppingCartType')
        if (type !== 'ShoppingCart')
          return validationProblem({ shoppingCartType: [`The value '${type}' is not valid.`] })
        const productId = Number(params.productId)
        const product = productOf(state, productId)
        if (!product) return refusedWithText('Product not found')
        const refuse = (errors: string[]) => ({ json: { success: false, errors, message: null } })
        const entered = enteredQuantity(form, productId)
        if (entered <= 0) return refuse(['Quantity should be positive'])
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
            message: 'The product has been added to your <a href="/cart">shopping cart</a>',
            errors: null,
            model: miniCartModel(state, customer),
          },
        }
      },
    ),
  },
  {
    // ShoppingCartController.cs, UpdateCart: the form names the items to remove and a quantity
    // for every item, and all checkout attributes, which it saves again.
    method: 'POST',
    path: 'ShoppingCart/UpdateCart',
    handle: forCustomer({ body: true }, ({ state, customer, cart, form }) => {
      if (!('removefromcart' in form)) return missingKey('removefromcart')
      const removed = form.removefromcart.split(',').map((id) => tryParseInt(id) ?? 0)
      const missing = cart.items.find((item) => !(`itemquantity${item.id}` in form))
      if (missing) return missingKey(`itemquantity${missing.id}`)
      const changed = cart.items.flatMap((item) => {
        const wanted = removed.includes(item.id)
          ? 0
          : (tryParseInt(form[`itemquantity${item.id}`]) ?? item.quantity)
        return wanted === item.quantity ? [] : [{ item, wanted }]
      })
      // UpdateShoppingCartItemAsync for each: a refused quantity stays as it was, with warnings.
      const warnings = new Map<number, string[]>()
      for (const { item, wanted } of changed) {
        resetCheckoutData(cart, customer)
        if (wanted <= 0) {
          cart.items = cart.items.filter((known) => known !== item)
          continue
        }
        const problems = quantityWarnings(state, item.productId, wanted)
        if (problems.length > 0) warnings.set(item.id, problems)
        else item.quantity = wanted
      }
      // The attributes are read after the quantities changed: a missing key fails the call then.
      const failed = saveAttributes(cart, form)
      if (failed) return failed
      const model = cartModel(state, customer)
      return {
        json: {
          ...model,
          items: model.items.map((item) => ({
            ...item,
            warnings: [...new Set([...(warnings.get(item.id) ?? []), ...item.warnings])],
          })),
        },
      }
    }),
  },
  {
    // ShoppingCartController.cs, CheckoutAttributeChange: saves the form's attributes (an empty
    // cart's too) and answers the order totals. The shop's attributes have no conditions, so
    // neither list of attribute ids names any.
    method: 'POST',
    path: 'ShoppingCart/CheckoutAttributeChange',
    handle: forCustomer({ body: true }, ({ state, customer, cart, form }) => {
      const failed = saveAttributes(cart, form)
      if (failed) return failed
      const locale = ({ 2: 'nl', 5: 'fr', 1: 'en' } as const)[customer.languageId] ?? 'nl'
      return {
        json: {
          order_totals_model: orderTotalsModel(state, customer),
          formatted_attributes: checkoutAttributeDescription(
            checkoutAttributeModels(cart, locale),
            customer.languageId,
          ),
          enabled_attribute_ids: [],
          disabled_attribute_ids: [],
        },
      }
    }),
  },
  {
    // ShoppingCartController.cs, SelectShippingOption: the estimate address must have a postcode
    // and a country; the form's checkout attributes are saved whatever comes next; the option
    // is found by its plain name among those offered for the address.
    method: 'POST',
    path: 'ShoppingCart/SelectShippingOption',
    handle: forCustomer(
      { body: true, required: ['name'] },
      ({ state, customer, cart, query, body }) => {
        const request = body as { model?: Record<string, unknown> | null; form?: unknown }
        const model = request.model ?? {}
        const zip = typeof model.zip_postal_code === 'string' ? model.zip_postal_code : ''
        const countryId = Number(model.country_id) || 0
        const required = [
          ...(zip ? [] : ['Zip / postal code is required']),
          ...(countryId ? [] : ['Country is required']),
        ]
        if (required.length > 0) return { json: { success: false, errors: required, model: null } }
        if (!request.form || typeof request.form !== 'object')
          return exception(500, "Value cannot be null. (Parameter 'form')")
        const failed = saveAttributes(cart, dictionary(request.form))
        if (failed) return failed
        // Nothing to ship in an empty cart, and the shop ships to its own countries only.
        const offered =
          cart.items.length > 0 && [22, 153, 76, 83, 129].includes(countryId)
            ? shippingOptionsFor(state, countryId)
            : null
        const option = offered?.find(named(query.get('name') ?? ''))
        if (!option) {
          const errors = offered
            ? ['Selected shipping option is not found']
            : ['Shipping options could not be loaded']
          return { json: { success: false, errors, model: null } }
        }
        cart.countryId = countryId
        cart.shippingOption = optionName(option)
        // The pickup point is let go: the option chosen is a delivery.
        cart.pickupInStore = false
        return { json: { success: true, errors: [], model: orderTotalsModel(state, customer) } }
      },
    ),
  },
  {
    // ShoppingCartController.cs, ApplyDiscountCoupon: saves the form's checkout attributes,
    // then answers the cart model with the box's messages (200 for a refused code too). A valid
    // code joins the codes the customer has applied.
    method: 'POST',
    path: 'ShoppingCart/ApplyDiscountCoupon',
    handle: forCustomer(
      { body: true, required: ['discountCouponCode'] },
      ({ state, customer, cart, form, query }) => {
        const failed = saveAttributes(cart, form)
        if (failed) return failed
        const code = (query.get('discountCouponCode') ?? '').trim()
        const known = promotionsOf(state).discounts.find(
          (discount) => discount.code.toLowerCase() === code.toLowerCase(),
        )
        const answer = (messages: string[], applied: boolean) => ({
          json: cartModel(state, customer, { discount: { messages, applied } }),
        })
        if (!known) return answer(['The coupon code cannot be found'], false)
        // DiscountService.ValidateDiscountAsync: the dates have their own words, the rest not.
        const check = checkDiscount(known, [{ total: euros(1), categoryIds: [] }], new Date())
        if (!check.applies && check.problem === 'discount-not-yet-valid')
          return answer(['Sorry, this offer is not started yet'], false)
        if (!check.applies && check.problem === 'discount-expired')
          return answer(['Sorry, this offer is expired'], false)
        if (!check.applies && ['discount-unknown', 'discount-used-up'].includes(check.problem))
          return answer(["The coupon code you entered couldn't be applied to your order"], false)
        if (!cart.discountCodes.includes(known.code)) cart.discountCodes.push(known.code)
        return answer(['The coupon code was applied'], true)
      },
    ),
  },
  {
    // ShoppingCartController.cs, RemoveDiscountCoupon: the discount of the last
    // `removediscount-{id}` key (Convert.ToInt32 of its end) is let go.
    method: 'POST',
    path: 'ShoppingCart/RemoveDiscountCoupon',
    handle: forCustomer({ body: true }, ({ state, customer, cart, form }) => {
      let discountId = 0
      for (const key of Object.keys(form))
        if (key.toLowerCase().startsWith('removediscount-')) {
          const id = tryParseInt(key.slice('removediscount-'.length))
          if (id === null) return exception(500, 'Input string was not in a correct format.')
          discountId = id
        }
      const discount = promotionsOf(state).discounts[discountId - 1]
      if (discount) cart.discountCodes = cart.discountCodes.filter((code) => code !== discount.code)
      return { json: cartModel(state, customer) }
    }),
  },
  {
    // ShoppingCartController.cs, ApplyGiftCard: saves the form's checkout attributes, then a
    // gift card with a balance joins the customer's (GiftCardService.IsGiftCardValidAsync).
    method: 'POST',
    path: 'ShoppingCart/ApplyGiftCard',
    handle: forCustomer(
      { body: true, required: ['giftCardCouponCode'] },
      ({ state, customer, cart, form, query }) => {
        const failed = saveAttributes(cart, form)
        if (failed) return failed
        const code = (query.get('giftCardCouponCode') ?? '').trim().toLowerCase()
        const card = promotionsOf(state).giftCards.find(
          (known) => known.code.toLowerCase() === code,
        )
        const valid = card && card.usedCents < card.amountCents
        if (valid && !cart.giftCardCodes.includes(card.code)) cart.giftCardCodes.push(card.code)
        const giftCard = valid
          ? { message: 'The gift card code was applied', applied: true }
          : {
              message: "The coupon code you entered couldn't be applied to your order",
              applied: false,
            }
        const messages: BoxMessages = { giftCard }
        return { json: cartModel(state, customer, messages) }
      },
    ),
  },
  {
    // ShoppingCartController.cs, RemoveGiftCardCode: the gift card of the last
    // `removegiftcard-{id}` key is let go.
    method: 'POST',
    path: 'ShoppingCart/RemoveGiftCardCode',
    handle: forCustomer({ body: true }, ({ state, customer, cart, form }) => {
      let giftCardId = 0
      for (const key of Object.keys(form))
        if (key.toLowerCase().startsWith('removegiftcard-')) {
          const id = tryParseInt(key.slice('removegiftcard-'.length))
          if (id === null) return exception(500, 'Input string was not in a correct format.')
          giftCardId = id
        }
      const card = promotionsOf(state).giftCards.find((known) => known.id === giftCardId)
      if (card) cart.giftCardCodes = cart.giftCardCodes.filter((code) => code !== card.code)
      return { json: cartModel(state, customer) }
    }),
  },
]
