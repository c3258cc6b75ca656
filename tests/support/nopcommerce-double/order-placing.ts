/**
 * How the stand-in nopCommerce places an order (its order processing service, configured as the
 * shop is): the cart is checked again, the stock taken, vouchers and the discount used, the order
 * numbered per year ("Custom order number mask" {YYYY}-{sequence}), and the cart emptied.
 */
import { randomUUID } from 'node:crypto'

import {
  checkoutAttributes,
  dateFromAttributeForm,
} from '@/commerce/nopcommerce/checkout-attributes'
import { countryOfId } from '@/commerce/nopcommerce/country-ids'
import { localeOfLanguageId } from '@/commerce/nopcommerce/language-ids'
import { nopPaymentMethods } from '@/commerce/nopcommerce/payment-methods'
import { brusselsYear, orderNumber } from '@/commerce/rules/order-number'

import { enteredAttributes } from './address-model'
import { cartTotals, doublePricing, productOf, promotionsOf, saleUnit } from './cart-pricing'
import type {
  DoubleCart,
  DoubleCustomer,
  DoubleOrder,
  DoubleOrderAddress,
  DoubleState,
} from './state'

type Names = Record<number, string>

/** The shop's payment plugins, their names per language, and whether they need a pickup. */
export const paymentPlugins: Array<{ systemName: string; names: Names; pickupOnly: boolean }> = [
  {
    systemName: nopPaymentMethods.banktransfer,
    names: { 1: 'Bank transfer', 2: 'Overschrijving', 5: 'Virement bancaire' },
    pickupOnly: false,
  },
  {
    systemName: nopPaymentMethods['pay-at-pickup'],
    names: { 1: 'Pay in store', 2: 'Betalen in de winkel', 5: 'Payer au magasin' },
    pickupOnly: true,
  },
]

/** The payment plugins a cart may use: paying in the shop hides itself unless it is a pickup. */
export const offeredPayments = (cart: DoubleCart) =>
  paymentPlugins.filter((plugin) => !plugin.pickupOnly || cart.pickupInStore)

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

/** What keeps nopCommerce from placing the cart's order, as it words it; none when it may. */
export function placementWarnings(state: DoubleState, customer: DoubleCustomer): string[] {
  const cart = state.cartOf(customer.id)
  const warnings: string[] = []
  const attribute = (id: number) => cart.checkoutAttributes[`checkout_attribute_${id}`] ?? ''
  if (!dateFromAttributeForm(cart.checkoutAttributes)) warnings.push('Please select Datum')
  if (attribute(checkoutAttributes.terms.id) !== checkoutAttributes.terms.accepted)
    warnings.push('Please select Ik aanvaard de algemene voorwaarden')
  for (const item of cart.items) {
    const product = productOf(state, item.productId)!
    const { available } = saleUnit(product)
    if (available === 0) warnings.push(`${product.name.en}: Out of stock`)
    else if (item.quantity > available)
      warnings.push(
        `${product.name.en}: Your quantity exceeds stock on hand. The maximum quantity that can be added is ${available}.`,
      )
  }
  if (!orderAddress(customer, customer.billingAddressId))
    warnings.push('Billing address is not provided')
  if (!cart.pickupInStore && !orderAddress(customer, customer.shippingAddressId))
    warnings.push('Shipping address is not set')
  const payment = selectedPayment(customer)
  if (!payment || !offeredPayments(cart).some((plugin) => plugin.systemName === payment))
    warnings.push('Payment method is not selected')
  return warnings
}

/** The next number of the year's orders. */
function nextOrderNumber(state: DoubleState, now: Date) {
  const year = brusselsYear(now)
  const sequences = ((state.extra.orderSequences as Record<number, number>) ??= {})
  sequences[year] = (sequences[year] ?? 0) + 1
  return orderNumber(year, sequences[year])
}

/**
 * Places the cart's order, once `placementWarnings` found nothing: the stock, vouchers and the
 * discount are taken, the cart and the chosen payment method cleared.
 */
export function placeCartOrder(
  state: DoubleState,
  customer: DoubleCustomer,
  customValues: Record<string, string>,
  now = new Date(),
): DoubleOrder {
  const cart = state.cartOf(customer.id)
  const country = countryOfId(cart.countryId) ?? 'BE'
  const totals = cartTotals(state, cart, now)
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
    shippingStatus: 'NotYetShipped',
    lines,
    languageId: customer.languageId,
    paymentMethodSystemName: selectedPayment(customer)!,
    pickupInStore: cart.pickupInStore,
    billingAddress: orderAddress(customer, customer.billingAddressId)!,
    shippingAddress: cart.pickupInStore ? null : orderAddress(customer, customer.shippingAddressId),
    customValues,
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
