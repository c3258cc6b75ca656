import { readBookingOptions } from '../booking-options'
import { readGiftNames } from '../native/gift-names'
import { readPricing } from '../native/pricing'
import { CommerceError, type CartApi } from '../provider'
import { itemCount } from '../rules/cart-lines'
import { earnedGift } from '../rules/gift-line'
import type { Cart, Locale, Money, Product, SaleUnit, Shopper } from '../types'
import { applyCartChange, chooseCheckoutAttributes } from './cart-change'
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
import { refusedWith } from './refusal'
import { fromNopQuantity } from './sale-quantity'

type MergeNoticeAnswer = {
  items: Array<{ productId: number; requestedQuantity: number; keptQuantity: number }>
}

/** The cart in nopCommerce's ShoppingCart, with the shop's delivery calendar from Payload. */
export function nopCart(context: NopContext): CartApi {
  const { client } = context
  const catalog = nopProductLookup(context)
  /** Products never change how they are sold: the cart badge counts without asking again. */
  const units = new Map<number, SaleUnit>()

  const bookingOptions = async () => readBookingOptions(await context.payload(), new Date())

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
   * The cart's totals, read without writing: posting the choices read a moment ago would put
   * back what a change running alongside has just replaced. A plugin without OrderTotals
   * (404) gets the choices it holds posted again, which also answers the totals.
   */
  async function totalsOf(token: string, choice: CheckoutChoice): Promise<NopOrderTotals> {
    try {
      return await client.get<NopOrderTotals>('ShoppingCart/OrderTotals', {
        token,
        query: { isEditable: true },
      })
    } catch (error) {
      if (refusedWith(error, 404)) return chooseAttributes(token, choice)
      throw error
    }
  }

  /** The free gift the cart's amount earns, as the shop owner set the tiers in Payload. */
  async function giftFor(subtotal: Money, locale: Locale) {
    const payload = await context.payload()
    const { giftTiers } = await readPricing(payload)
    if (!earnedGift(subtotal, giftTiers, {}, locale)) return null
    return earnedGift(subtotal, giftTiers, await readGiftNames(payload, locale), locale)
  }

  async function get(shopper: Shopper): Promise<Cart> {
    const { session } = shopper
    const model = await readCart(session)
    const empty = { products: new Map(), choosableDates: [], gift: null }
    if (!model || !session) return reshapeCart(null, null, empty)
    const choice = checkoutChoiceOf(model)
    const options = choice.date ? await bookingOptions() : null
    const choosableDates = options?.dates[choice.method] ?? []
    const stale = choice.date !== null && !choosableDates.includes(choice.date)
    const [orderTotalsModel, products] = await Promise.all([
      // A date no longer on offer is let go; else the read writes nothing.
      stale ? chooseAttributes(session, { ...choice, date: null }) : totalsOf(session, choice),
      productsOf(
        model.items.map((item) => item.productId),
        shopper.locale,
      ),
    ])
    const cart = reshapeCart(model, orderTotalsModel, { products, choosableDates, gift: null })
    return { ...cart, gift: await giftFor(cart.totals.subtotal, shopper.locale) }
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
      await applyCartChange(context, change, {
        token: shopper.session,
        locale: shopper.locale,
        current,
        product: (id) => product(id, shopper.locale),
        openDates: async (method) => (await bookingOptions()).dates[method],
      })
      return get(shopper)
    },

    bookingOptions,

    async takeMergeNotice(shopper) {
      if (!shopper.session) return []
      let answer: MergeNoticeAnswer
      try {
        answer = await client.post<MergeNoticeAnswer>('ShoppingCart/MergeNotice', {
          token: shopper.session,
        })
      } catch (error) {
        // 404: the shop's nopCommerce lacks this addition (its carts merge without a notice).
        if (refusedWith(error, 401, 404)) return []
        throw error
      }
      if (answer.items.length === 0) return []
      const products = await productsOf(
        answer.items.map((item) => item.productId),
        shopper.locale,
      )
      return answer.items.map((item) => {
        const found = products.get(item.productId)
        const quantity = (units: number) => (found ? fromNopQuantity(found, units) : units)
        return {
          productId: item.productId,
          name: found?.name ?? '',
          requested: quantity(item.requestedQuantity),
          kept: quantity(item.keptQuantity),
        }
      })
    },
  }
}
