import { readBookingOptions } from '../booking-options'
import { readGiftNames } from '../native/gift-names'
import { readPricing } from '../native/pricing'
import { CommerceError, type CartApi } from '../provider'
import { itemCount } from '../rules/cart-lines'
import { earnedGift } from '../rules/gift-line'
import type { Cart, Locale, Money, Product, SaleUnit, Shopper } from '../types'
import { applyCartChange } from './cart-change'
import {
  type NopCartModel,
  type NopOrderTotals,
  checkoutChoiceOf,
  reshapeCart,
} from './cart-reshape'
import { nopCatalog } from './catalog'
import { checkoutAttributeForm } from './checkout-attributes'
import type { NopContext } from './context'
import { isUnauthorized } from './http-client'
import { fromNopQuantity } from './sale-quantity'

type MergeNoticeAnswer = {
  items: Array<{ productId: number; requestedQuantity: number; keptQuantity: number }>
}

/** The cart in nopCommerce's ShoppingCart, with the shop's delivery calendar from Payload. */
export function nopCart(context: NopContext): CartApi {
  const { client } = context
  const catalog = nopCatalog(context)
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

  /** The free gift the cart's amount earns, as the shop owner set the tiers in Payload. */
  async function giftFor(subtotal: Money, locale: Locale) {
    const payload = await context.payload()
    const { giftTiers } = await readPricing(payload)
    if (!earnedGift(subtotal, giftTiers, {}, locale)) return null
    return earnedGift(subtotal, giftTiers, await readGiftNames(payload, locale), locale)
  }

  async function get(shopper: Shopper): Promise<Cart> {
    const model = await readCart(shopper.session)
    const empty = { products: new Map(), choosableDates: [], gift: null }
    if (!model) return reshapeCart(null, null, empty)
    const choice = checkoutChoiceOf(model)
    const options = choice.date ? await bookingOptions() : null
    const choosableDates = options?.dates[choice.method] ?? []
    // The totals come with the checkout attributes; a date no longer on offer is let go.
    const kept =
      choice.date && !choosableDates.includes(choice.date) ? { ...choice, date: null } : choice
    const [{ orderTotalsModel }, products] = await Promise.all([
      client.post<{ orderTotalsModel: NopOrderTotals }>('ShoppingCart/CheckoutAttributeChange', {
        token: shopper.session,
        query: { isEditable: true },
        dictionary: checkoutAttributeForm(kept),
      }),
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
        if (isUnauthorized(error)) return []
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
