import { capLines, mergeLines } from '@/commerce/rules/cart-lines'

import { productOf, saleUnit } from '../cart-pricing'
import { dictionary, type DoubleRoute, unauthorized } from '../http'
import type { DoubleCart, DoubleCustomer, DoubleState } from '../state'

/** An item lowered to the stock when a guest's cart joined the account's, in units. */
export type MergeNotice = Array<{ productId: number; requested: number; kept: number }>

type LoginRequest = { email?: string; username?: string; password?: string }

/**
 * The guest's items join the account's cart: the same product's quantities add up, but never
 * beyond what the product allows (the shop's rule; nopCommerce's own migration would drop what it
 * cannot add). An account without a cart takes the guest's choices as well.
 */
function moveCart(state: DoubleState, guest: DoubleCustomer, customer: DoubleCustomer) {
  const from = state.carts.get(guest.id)
  if (!from || from.items.length === 0) return
  const hadCart = state.carts.has(customer.id)
  const into = state.cartOf(customer.id)
  const asLines = (cart: DoubleCart) =>
    cart.items.map((item) => ({ ...item, product: item.productId }))
  const merged = mergeLines(asLines(into), asLines(from))
  const { lines, reduced } = capLines(merged, (productId) => {
    const product = productOf(state, productId)
    return product ? saleUnit(product).available : null
  })
  into.items = lines.map(({ product, ...item }) => ({
    ...item,
    productId: product,
    // The guest's items get ids of the account's cart.
    id: into.items.some((known) => known.id === item.id) ? item.id : state.nextId(),
  }))
  if (!hadCart)
    Object.assign(into, {
      checkoutAttributes: from.checkoutAttributes,
      countryId: from.countryId,
      shippingOption: from.shippingOption,
      pickupInStore: from.pickupInStore,
      giftCardCodes: from.giftCardCodes,
    })
  if (reduced.length > 0) customer.extra.mergeNotice = reduced satisfies MergeNotice
  state.carts.delete(guest.id)
}

/** Customer/Login: the guest of the bearer token signs in, and their cart moves into the account. */
export const loginRoutes: DoubleRoute[] = [
  {
    method: 'POST',
    path: 'Customer/Login',
    handle({ body, customer: caller, state }) {
      const input = dictionary(body) as LoginRequest
      const email = (input.email || input.username || '').trim().toLowerCase()
      const customer = [...state.customers.values()].find(
        (known) => !known.isGuest && known.email === email && known.password === input.password,
      )
      if (!customer) return { status: 401, json: { message: 'Username or password is incorrect' } }
      if (caller?.isGuest) moveCart(state, caller, customer)
      return { json: { customer_id: customer.id, username: customer.email } }
    },
  },
  {
    method: 'POST',
    path: 'ShoppingCart/MergeNotice',
    handle({ customer }) {
      if (!customer) return unauthorized
      const notice = (customer.extra.mergeNotice ?? []) as MergeNotice
      delete customer.extra.mergeNotice
      return {
        json: {
          items: notice.map((line) => ({
            product_id: line.productId,
            requested_quantity: line.requested,
            kept_quantity: line.kept,
          })),
        },
      }
    },
  },
]
