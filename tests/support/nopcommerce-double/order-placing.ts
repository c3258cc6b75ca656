/**
 * How the stand-in nopCommerce places an order (OrderProcessingService.PlaceOrderAsync, configured
 * as the shop is): the cart is checked again, the stock taken, vouchers and the discount used, the
 * checkout attributes copied onto the order, the order numbered per year ("Custom order number
 * mask" {YYYY}-{sequence}), and the cart emptied. Nothing the client sends along reaches it:
 * ConfirmOrder reads no body.
 */
import { randomUUID } from 'node:crypto'

import { countryOfId } from '@/commerce/nopcommerce/country-ids'
import { localeOfLanguageId } from '@/commerce/nopcommerce/language-ids'
import { nopPaymentMethods } from '@/commerce/nopcommerce/payment-methods'
import { brusselsYear, orderNumber } from '@/commerce/rules/order-number'

import { enteredAttributes } from './address-model'
import { requiresShipping } from './shipping'
import { cartModel } from './cart-model'
import { cartTotals, doublePricing, productOf, promotionsOf, saleUnit } from './cart-pricing'
import {
  type CartAttributeModel,
  checkoutAttributeDescription,
  missingAttributeWarnings,
} from './order-attributes'
import type { DoubleCustomer, DoubleOrder, DoubleOrderAddress, DoubleState } from './state'

type Names = Record<number, string>

/** The shop's payment plugins and their names per language (their localized friendly names). */
export const paymentPlugins: Array<{ systemName: string; names: Names }> = [
  {
    systemName: nopPaymentMethods.banktransfer,
    names: { 1: 'Bank transfer', 2: 'Overschrijving', 5: 'Virement bancaire' },
  },
  {
    systemName: nopPaymentMethods['pay-at-pickup'],
    names: { 1: 'Pay when you pick up', 2: 'Betalen bij het afhalen', 5: 'Payer au retrait' },
  },
]

/** A payment plugin's name in the customer's language (its localized friendly name). */
export const paymentName = (systemName: string, languageId: number) => {
  const plugin = paymentPlugins.find((known) => known.systemName === systemName)
  return plugin ? (plugin.names[languageId] ?? plugin.names[1]) : systemName
}

/**
 * Whether a payment plugin is installed and active (Configuration › Payment methods; a test
 * deactivates one in `state.extra.inactivePaymentPlugins`): PaymentPluginManager.IsPluginActiveAsync.
 */
export const paymentPluginActive = (state: DoubleState, systemName: string) =>
  paymentPlugins.some((plugin) => plugin.systemName === systemName) &&
  !((state.extra.inactivePaymentPlugins as string[] | undefined) ?? []).includes(systemName)

/**
 * The payment plugins the checkout offers (CheckoutModelFactory.PreparePaymentMethodModelAsync):
 * every active one. The stock plugins hide themselves for no cart, paying in the shop included:
 * the storefront offers that one for pickups only.
 */
export const offeredPayments = (state: DoubleState) =>
  paymentPlugins.filter((plugin) => paymentPluginActive(state, plugin.systemName))

/** The payment plugin the customer chose at checkout (a generic attribute in nopCommerce). */
export const selectedPayment = (customer: DoubleCustomer) =>
  (customer.extra.selectedPaymentMethod as string | undefined) ?? null

export const selectPayment = (customer: DoubleCustomer, systemName: string | null) => {
  customer.extra.selectedPaymentMethod = systemName
}

/** The customer's address with that id, copied as an order keeps it. */
function orderAddress(customer: DoubleCustomer, id: number | null): DoubleOrderAddress | null {
  const address = customer.addresses.find((known) => known.id === id)
  if (!address) return null
  const { id: addressId, ...fields } = address
  return { ...fields, attributes: { ...(enteredAttributes(customer)[addressId] ?? {}) } }
}

/** The cart's checkout attributes as the cart model shows them. */
const cartAttributes = (state: DoubleState, customer: DoubleCustomer) =>
  cartModel(state, customer).checkout_attributes as CartAttributeModel[]

/** ShoppingCartService's warnings for the cart: its items and its checkout attributes. */
export function cartWarnings(state: DoubleState, customer: DoubleCustomer): string[] {
  const cart = state.cartOf(customer.id)
  const warnings = missingAttributeWarnings(cartAttributes(state, customer), customer.languageId)
  for (const item of cart.items) {
    const product = productOf(state, item.productId)!
    const { available } = saleUnit(product)
    if (available === 0) warnings.push(`${product.name.en}: Out of stock`)
    else if (item.quantity > available)
      warnings.push(
        `${product.name.en}: Your quantity exceeds stock on hand. The maximum quantity that can be added is ${available}.`,
      )
  }
  return warnings
}

/**
 * Why nopCommerce would not place the cart's order (PlaceOrderResult.Errors: the one NopException
 * PreparePlaceOrderDetailsAsync threw, the cart's warnings joined as "warning;"), or null.
 */
export function placementError(state: DoubleState, customer: DoubleCustomer): string | null {
  const cart = state.cartOf(customer.id)
  const warnings = cartWarnings(state, customer)
  if (warnings.length > 0) return warnings.map((warning) => `${warning};`).join('')
  if (!orderAddress(customer, customer.billingAddressId)) return 'Billing address is not provided'
  if (!requiresShipping(cart)) {
    const payment = selectedPayment(customer)
    return payment && paymentPluginActive(state, payment) ? null : 'Payment method is not active'
  }
  if (!cart.pickupInStore && !orderAddress(customer, customer.shippingAddressId))
    return 'Shipping address is not provided'
  // Without a chosen option the order's shipping cannot be priced (the stricter reading).
  if (!cart.shippingOption) return "Shipping total couldn't be calculated"
  const payment = selectedPayment(customer)
  if (!payment || !paymentPluginActive(state, payment)) return 'Payment method is not active'
  return null
}

/** The customer's newest order (OrderService.SearchOrdersAsync, newest first), if any. */
export const latestOrderOf = (state: DoubleState, customerId: number): DoubleOrder | null =>
  [...state.orders.values()]
    .filter((order) => order.customerId === customerId)
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id)[0] ?? null

/** The next number of the year's orders. */
function nextOrderNumber(state: DoubleState, now: Date) {
  const year = brusselsYear(now)
  const sequences = ((state.extra.orderSequences as Record<number, number>) ??= {})
  sequences[year] = (sequences[year] ?? 0) + 1
  return orderNumber(year, sequences[year])
}

/**
 * Places the cart's order, once `placementError` found nothing: the stock, vouchers and the
 * discount are taken, the cart and the chosen payment method cleared.
 */
export function placeCartOrder(
  state: DoubleState,
  customer: DoubleCustomer,
  now = new Date(),
): DoubleOrder {
  const cart = state.cartOf(customer.id)
  const shipped = requiresShipping(cart)
  const country = countryOfId(cart.countryId) ?? 'BE'
  const totals = cartTotals(state, cart, now)
  const description = checkoutAttributeDescription(
    cartAttributes(state, customer),
    customer.languageId,
  )
  const lines = cart.items.map((item) => {
    const product = productOf(state, item.productId)!
    const unit = saleUnit(product)
    product.stock = Math.round((product.stock - item.quantity * unit.step) * 1000) / 1000
    return {
      productId: product.id,
      name: product.name[localeOfLanguageId(customer.languageId) ?? 'nl'],
      quantity: item.quantity,
      unitPriceCents: unit.priceCents,
      vatRate: doublePricing.vat[country][product.vatRate === 21 ? 'standard' : 'food'],
    }
  })
  const { discounts, giftCards } = promotionsOf(state)
  if (totals.discount > 0) {
    const used = discounts.find((discount) => discount.code === cart.discountCodes[0])
    if (used) used.uses += 1
  }
  for (const card of totals.giftCards) {
    const known = giftCards.find((giftCard) => giftCard.code === card.code)
    if (known) known.usedCents += card.cents
  }
  const order: DoubleOrder = {
    id: state.nextId(),
    guid: randomUUID(),
    customOrderNumber: nextOrderNumber(state, now),
    customerId: customer.id,
    createdOn: now.toISOString(),
    orderStatus: 'Pending',
    paymentStatus: 'Pending',
    shippingStatus: shipped ? 'NotYetShipped' : 'ShippingNotRequired',
    lines,
    languageId: customer.languageId,
    paymentMethodSystemName: selectedPayment(customer)!,
    pickupInStore: shipped && cart.pickupInStore,
    shippingMethod: shipped ? (cart.shippingOption ?? '').split('___')[0] : '',
    billingAddress: orderAddress(customer, customer.billingAddressId)!,
    shippingAddress:
      !shipped || cart.pickupInStore ? null : orderAddress(customer, customer.shippingAddressId),
    checkoutAttributes: { ...cart.checkoutAttributes },
    checkoutAttributeDescription: description,
    totals: {
      subtotal: totals.subtotal,
      discount: totals.discount,
      shipping: totals.shipping,
      vat: totals.vat,
      giftCards: totals.giftCards.map(({ code, cents }) => ({ code, cents })),
      total: totals.total,
    },
    extra: {},
  }
  state.orders.set(order.id, order)
  state.carts.delete(customer.id)
  selectPayment(customer, null)
  return order
}
