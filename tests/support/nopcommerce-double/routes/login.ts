import { productOf, saleUnit } from '../cart-pricing'
import { type DoubleRoute, missingBody, refusedWithText, unauthorized } from '../http'
import { type DoubleCustomer, type DoubleState, registeredWith } from '../state'
import { resetCheckoutData } from './cart'

/** An item lowered to the stock when a guest's cart joined the account's, in units. */
export type MergeNotice = Array<{ productId: number; requested: number; kept: number }>

/** Whether AddToCartAsync would take this quantity of the product in one item (no warnings). */
function addable(state: DoubleState, productId: number, quantity: number) {
  const product = productOf(state, productId)
  return !!product?.published && quantity <= saleUnit(product).available
}

/**
 * ShoppingCartService.MigrateShoppingCartAsync (nopCommerce): each of the guest's items is added
 * to the customer's cart as AddToCartAsync adds it, onto the same product's item if there is
 * one; an item with warnings (more than the stock, say) is not added, and is lost with the
 * guest's cart, which is emptied either way. AddToCartAsync resets the customer's checkout data
 * first, so the account's selected shipping option and pickup point go. Discount and gift card
 * codes join the customer's; the guest's checkout attributes replace the customer's (the delivery
 * method and date live there).
 */
function migrateCart(state: DoubleState, guest: DoubleCustomer, customer: DoubleCustomer) {
  const from = state.carts.get(guest.id)
  if (!from) return
  const into = state.cartOf(customer.id)
  const lowered: MergeNotice = []
  for (const item of from.items) {
    resetCheckoutData(into, customer)
    const same = item.giftCard
      ? undefined
      : into.items.find((known) => known.productId === item.productId && !known.giftCard)
    const quantity = (same?.quantity ?? 0) + item.quantity
    if (!addable(state, item.productId, quantity)) {
      lowered.push({ productId: item.productId, requested: quantity, kept: same?.quantity ?? 0 })
      continue
    }
    if (same) same.quantity = quantity
    else into.items.push({ ...item, id: state.nextId() })
  }
  for (const code of from.discountCodes)
    if (!into.discountCodes.includes(code)) into.discountCodes.push(code)
  for (const code of from.giftCardCodes)
    if (!into.giftCardCodes.includes(code)) into.giftCardCodes.push(code)
  into.checkoutAttributes = { ...from.checkoutAttributes }
  state.carts.delete(guest.id)
  if (lowered.length > 0) customer.extra.mergeNotice = lowered
}

/** Customer/Login: the guest of the bearer token signs in, and their cart moves into the account. */
export const loginRoutes: DoubleRoute[] = [
  {
    // CustomerController.cs, Login: `true`, or the action's own BadRequest(string).
    method: 'POST',
    path: 'Customer/Login',
    handle({ body, customer: caller, state }) {
      if (!caller) return unauthorized
      const refused = missingBody(body)
      if (refused) return refused
      const input = body as { email?: unknown; password?: unknown }
      const customer = registeredWith(
        state,
        typeof input.email === 'string' ? input.email : '',
        input.password,
      )
      if (!customer) return refusedWithText('Username or password is incorrect')
      if (caller.id !== customer.id) migrateCart(state, caller, customer)
      return { json: true }
    },
  },
  {
    // Not in the plugin: a shop's own addition that would say which merged lines were lowered.
    extension: true,
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
