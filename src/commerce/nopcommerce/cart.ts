import { cache } from 'react'

import { readBookingOptions } from '../booking-options'
import { readPricing } from '../shop/pricing'
import { CommerceError, type CartApi } from '../provider'
import { itemCount } from '../rules/cart-lines'
import { cartGifts } from '../rules/gift-line'
import { handoverLines } from '../rules/handover'
import type { Cart, CountryCode, Locale, Product, SaleUnit, Shopper } from '../types'
import { applyCartChange, chooseCheckoutAttributes, selectShippingMethod } from './cart-change'
import {
  type NopCartModel,
  type NopOrderTotals,
  checkoutChoiceOf,
  reshapeCart,
} from './cart-reshape'
import { nopProductLookup } from './catalog'
import type { CheckoutChoice } from './checkout-attributes'
import type { NopContext } from './context'
import { isUnauthorized } from './http-client'
import { mergeNotices } from './merge-notice'
import { orderAgainByCalls } from './order-again'
import { nopOrders } from './orders'
import { fromNopQuantity } from './sale-quantity'
import { refusedWith } from './refusal'

/** Checkout/Confirm's model: the cart as the confirm page shows it, and its totals. */
type ConfirmAnswer = { shoppingCart?: NopCartModel | null; orderTotals?: NopOrderTotals | null }

type CartWithTotals = { model: NopCartModel; totals: NopOrderTotals }

/** The cart in nopCommerce's ShoppingCart, with the shop's delivery calendar from Payload. */
export function nopCart(context: NopContext): CartApi {
  const { client } = context
  const catalog = nopProductLookup(context)
  /** Products never change how they are sold: the cart badge counts without asking again. */
  const units = new Map<number, SaleUnit>()

  /** Once per page render and country, as in the native cart; afresh outside a render. */
  const bookingOptions = cache(async (country: CountryCode) =>
    readBookingOptions(await context.payload(), new Date(), country),
  )

  async function product(id: number, locale: Locale): Promise<Product | null> {
    const found = await catalog.product(id, locale)
    if (found) units.set(id, found.unit)
    return found
  }

  async function productsOf(ids: number[], locale: Locale) {
    const distinct = [...new Set(ids)]
    const found = await Promise.all(distinct.map((id) => product(id, locale)))
    return new Map(distinct.map((id, index) => [id, found[index]]))
  }

  /** The session's cart; null when nopCommerce does not know the session (any more). */
  async function readCart(token: string | null): Promise<NopCartModel | null> {
    if (!token) return null
    try {
      return await client.get<NopCartModel>('ShoppingCart/Cart', { token })
    } catch (error) {
      if (isUnauthorized(error)) return null
      throw error
    }
  }

  const chooseAttributes = (token: string, choice: CheckoutChoice) =>
    chooseCheckoutAttributes(client, token, choice)

  /**
   * The cart and its totals, read without writing: the confirm page's model has both (the
   * plugin has no call for the cart's totals alone). nopCommerce shows it only for a cart with
   * lines, to a guest where the shop lets guests check out, with its checkout open; otherwise the
   * cart is read alone, and the totals of a cart with lines come from posting the choices it
   * holds again (which would put back what a change running alongside had just replaced).
   */
  async function readWithTotals(token: string): Promise<CartWithTotals | null> {
    try {
      const confirm = await client.get<ConfirmAnswer>('Checkout/Confirm', { token })
      if (confirm.shoppingCart)
        return { model: confirm.shoppingCart, totals: confirm.orderTotals ?? {} }
    } catch (error) {
      if (isUnauthorized(error)) return null
      if (!refusedWith(error, 400, 404)) throw error
    }
    const model = await readCart(token)
    if (!model) return null
    const totals =
      model.items.length > 0 ? await chooseAttributes(token, checkoutChoiceOf(model)) : {}
    return { model, totals }
  }

  /** The gifts the cart's goods earn and come near, as the shop owner set the tiers in Payload. */
  async function giftsFor(cart: Cart, locale: Locale) {
    const { giftTiers } = await readPricing(await context.payload(), locale)
    return cartGifts(handoverLines(cart.lines), giftTiers)
  }

  /**
   * The cart with the shopper's method selected in nopCommerce, which lets go of it when the
   * checkout's addresses change or a line changes on its own site: without it the totals have
   * no shipping. Selected through the checkout, which leaves the checkout attributes alone.
   */
  async function readSelected(token: string): Promise<CartWithTotals | null> {
    const read = await readWithTotals(token)
    if (!read || read.model.items.length === 0 || read.totals.shipping) return read
    try {
      await selectShippingMethod(client, token, checkoutChoiceOf(read.model).method)
    } catch (error) {
      // Not offered, or the checkout closed to this shopper: the cart as it is.
      if (error instanceof CommerceError || refusedWith(error, 400, 404)) return read
      throw error
    }
    return readWithTotals(token)
  }

  async function get(shopper: Shopper): Promise<Cart> {
    const { session } = shopper
    const read = session ? await readSelected(session) : null
    const empty = { products: new Map(), choosableDates: [], gift: null }
    if (!read || !session) return reshapeCart(null, null, empty)
    const { model } = read
    const choice = checkoutChoiceOf(model)
    const options = choice.date ? await bookingOptions(choice.country) : null
    const choosableDates = options?.dates[choice.method] ?? []
    const stale = choice.date !== null && !choosableDates.includes(choice.date)
    const [totals, products] = await Promise.all([
      // A date no longer on offer is let go; else the read writes nothing.
      stale ? chooseAttributes(session, { ...choice, date: null }) : read.totals,
      productsOf(
        model.items.map((item) => item.productId),
        shopper.locale,
      ),
    ])
    const cart = reshapeCart(model, totals, { products, choosableDates, gift: null })
    return { ...cart, ...(await giftsFor(cart, shopper.locale)) }
  }

  return {
    get,

    async itemCount(shopper) {
      const model = await readCart(shopper.session)
      if (!model) return 0
      const unknown = model.items.filter((item) => !units.has(item.productId))
      await productsOf(
        unknown.map((item) => item.productId),
        shopper.locale,
      )
      return itemCount(
        model.items.flatMap((item) => {
          const unit = units.get(item.productId)
          return unit ? [{ unit, quantity: item.quantity }] : []
        }),
      )
    },

    async change(shopper, change) {
      const current = await readCart(shopper.session)
      if (!current || !shopper.session) throw new CommerceError('no-shopper')
      const token = shopper.session
      await applyCartChange(context, change, {
        token,
        locale: shopper.locale,
        current,
        totals: async () => (await readWithTotals(token))?.totals ?? {},
        product: (id) => product(id, shopper.locale),
        booking: bookingOptions,
      })
      return get(shopper)
    },

    bookingOptions,

    // The plugin has no word of what a guest's cart could not bring along at sign-in (its
    // merge drops an item the account's cart cannot take in full): nothing to tell.
    async takeMergeNotice(shopper) {
      // Kept at sign-in (merge-notice.ts): the plugin itself says nothing of a lowered line.
      const lines = shopper.session ? mergeNotices.take(shopper.session) : []
      if (lines.length === 0) return []
      const products = await productsOf(
        lines.map((line) => line.productId),
        shopper.locale,
      )
      return lines.map((line) => {
        const found = products.get(line.productId)
        const quantity = (units: number) => (found ? fromNopQuantity(found, units) : units)
        return {
          productId: line.productId,
          name: found?.name ?? '',
          requested: quantity(line.requestedQuantity),
          kept: quantity(line.keptQuantity),
        }
      })
    },

    async orderAgain(shopper, orderId) {
      const orders = nopOrders(context)
      return orderAgainByCalls(
        { order: (who, id) => orders.get(who, id), product, cart: this },
        shopper,
        orderId,
      )
    },
  }
}
