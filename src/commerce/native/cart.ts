import type { Payload, PayloadRequest } from 'payload'
import { cache } from 'react'

import type { Cart as CartDoc, Product as ProductDoc } from '@/payload-types'

import { CommerceError, type CartApi } from '../provider'
import { COUNTRIES } from '../rules/address'
import { normalizedCode } from '../rules/discounts'
import { maxQuantity, wholeQuantity } from '../rules/cart-lines'
import {
  bookedOrdersAt,
  bookingOptionsAt,
  bookingRefusal,
  readBookingOptions,
} from '../booking-options'
import { SHOP_COUNTRY } from '../rules/delivery-country'
import { readCalendarRules } from './calendar-rules'
import { bookedOrders } from './day-bookings'
import type { BookingOptions, CartChange, CountryCode, Shopper } from '../types'
import { giftCardBalance, giftCardCodeChange, giftVoucherLine } from './gift-card-cart'
import { countCartItems } from './cart-count'
import { readPricing } from '../shop/pricing'
import { emptyCart, reshapeCart, saleableProduct } from './cart-reshape'
import { checkCartCode } from './cart-discount'
import {
  type CartData,
  type CartFollowUp,
  changeCart,
  findCart,
  storedLines,
  takeMergeNotice,
} from './cart-store'
import { prepareOrderAgain } from './order-again'
import { isAvailable, limitsOf } from './reshape'
import { readSession } from './shopper-session'

/**
 * Checks that the product can be bought in that quantity and returns it written exactly; throws
 * what the shopper can act on.
 */
function checkQuantity(product: ProductDoc, quantity: number): number {
  if (!isAvailable(product)) throw new CommerceError('out-of-stock')
  const limits = limitsOf(product)
  const exact = wholeQuantity(limits, quantity)
  if (exact === null) throw new CommerceError('invalid-quantity')
  const backorder = product.outOfStock === 'backorder'
  if (exact > maxQuantity(limits, product.stock, backorder))
    throw new CommerceError('not-enough-stock')
  return exact
}

async function publishedProduct(payload: Payload, id: number): Promise<ProductDoc> {
  const product = await payload
    .findByID({ collection: 'products', id, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!product || product._status !== 'published') throw new CommerceError('product-unavailable')
  return product
}

/**
 * The lines a change starts from: lines of products the shop no longer sells drop out on the next
 * change. `find` gives the index and product of a line the shopper names.
 */
function editableLines(doc: CartDoc) {
  const kept = (doc.lines ?? []).filter((line) => saleableProduct(line))
  return {
    lines: storedLines(kept),
    find(lineId: string) {
      const index = kept.findIndex((line) => line.id === lineId)
      if (index < 0) throw new CommerceError('line-not-found')
      return { index, product: saleableProduct(kept[index])! }
    },
  }
}

const NOBODY = { customerId: null, guestId: null }

/** Whose cart a shopper's session names; nobody's when it has none or a forged one. */
const ownerOf = (instance: Payload, shopper: Shopper) =>
  readSession(instance.secret, shopper.session) ?? NOBODY

/** The cart on Payload: one document per guest or customer, recalculated on every read. */
export function nativeCart(
  payload: () => Promise<Payload>,
  now: () => Date = () => new Date(),
): CartApi {
  /**
   * Once per page render and country: the cart read and the page both want them. Outside a
   * render (an action, a change, placing an order) every call reads afresh.
   */
  const bookingOptions = cache(async (country: CountryCode): Promise<BookingOptions> => {
    const instance = await payload()
    return readBookingOptions(instance, now(), country, (from, to) =>
      bookedOrders(instance, from, to),
    )
  })

  /**
   * A changed cart's discount code checked again: one that stopped applying comes off, and the
   * cart says why once, until the next change.
   */
  const recheckCode: CartFollowUp = async (changed, req) => {
    const instance = await payload()
    if (!changed.discountCode) return changed.discountDropped ? { discountDropped: null } : null
    const check = await checkCartCode(instance, changed, changed.discountCode, now(), req)
    if (check.applies) return changed.discountDropped ? { discountDropped: null } : null
    return { discountCode: null, discountDropped: check.problem }
  }

  /** What a change writes into the locked cart; reads nothing itself, throws to change nothing. */
  async function prepare(
    change: CartChange,
  ): Promise<(doc: CartDoc, req: PayloadRequest) => CartData | Promise<CartData>> {
    const instance = await payload()
    switch (change.type) {
      case 'add': {
        const product = await publishedProduct(instance, change.productId)
        if (wholeQuantity(limitsOf(product), change.quantity) === null)
          throw new CommerceError('invalid-quantity')
        const voucher = giftVoucherLine(product, change)
        return (doc) => {
          const { lines } = editableLines(doc)
          if (voucher) {
            lines.push({ ...voucher, quantity: checkQuantity(product, change.quantity) })
            return { lines }
          }
          const same = lines.find((line) => line.product === product.id && !line.giftCard)
          const quantity = checkQuantity(product, (same?.quantity ?? 0) + change.quantity)
          if (same) same.quantity = quantity
          else lines.push({ product: product.id, quantity })
          return { lines }
        }
      }
      case 'set-quantity':
        return (doc) => {
          const { lines, find } = editableLines(doc)
          const { index, product } = find(change.lineId)
          if (change.quantity === 0) lines.splice(index, 1)
          else {
            lines[index].quantity = checkQuantity(product, change.quantity)
          }
          return { lines }
        }
      case 'remove':
        return (doc) => {
          const { lines, find } = editableLines(doc)
          lines.splice(find(change.lineId).index, 1)
          return { lines }
        }
      case 'delivery': {
        const { date, method } = change
        if (date === null) return () => ({ deliveryMethod: method, deliveryDate: null })
        // Settings are read before the cart is locked; the country is the locked cart's.
        const rules = await readCalendarRules(instance)
        const booked = await bookedOrdersAt(now(), rules, (from, to) =>
          bookedOrders(instance, from, to),
        )
        return (doc) => {
          const options = bookingOptionsAt(now(), rules, doc.country ?? SHOP_COUNTRY, booked)
          const refusal = bookingRefusal(options, method, date)
          if (refusal) throw refusal
          return { deliveryMethod: method, deliveryDate: date }
        }
      }
      case 'terms':
        return () => ({ termsAccepted: change.accepted === true })
      case 'country':
        if (!COUNTRIES.includes(change.country)) throw new CommerceError('country-unavailable')
        return () => ({ country: change.country })
      case 'discount-code': {
        const code = typeof change.code === 'string' ? normalizedCode(change.code) : ''
        if (!code) return () => ({ discountCode: null, discountDropped: null })
        return async (doc, req) => {
          const check = await checkCartCode(instance, doc, code, now(), req)
          if (!check.applies) throw new CommerceError(check.problem, check.missing)
          return { discountCode: code, discountDropped: null }
        }
      }
      case 'gift-card-code':
        return giftCardCodeChange(instance, change.code)
      default:
        throw new CommerceError('change-unavailable')
    }
  }

  return {
    async get(shopper) {
      const instance = await payload()
      const doc = await findCart(instance, ownerOf(instance, shopper), shopper.locale)
      if (!doc) return emptyCart()
      const [pricing, options, discount, giftCard] = await Promise.all([
        readPricing(instance, shopper.locale),
        doc.deliveryDate ? bookingOptions(doc.country ?? SHOP_COUNTRY) : null,
        doc.discountCode ? checkCartCode(instance, doc, doc.discountCode, now()) : null,
        giftCardBalance(instance, doc.giftCardCode),
      ])
      return reshapeCart(doc, options, pricing, { discount, giftCard })
    },

    async itemCount(shopper) {
      const instance = await payload()
      return countCartItems(instance, ownerOf(instance, shopper))
    },

    bookingOptions,

    async takeMergeNotice(shopper) {
      const instance = await payload()
      const reduced = await takeMergeNotice(instance, ownerOf(instance, shopper))
      if (reduced.length === 0) return []
      const { docs } = await instance.find({
        collection: 'products',
        where: { id: { in: reduced.map((line) => line.productId) } },
        select: { name: true },
        depth: 0,
        pagination: false,
        locale: shopper.locale,
        fallbackLocale: 'nl',
        overrideAccess: true,
      })
      const names = new Map(docs.map((doc) => [doc.id, doc.name]))
      return reduced.map((line) => ({ ...line, name: names.get(line.productId) ?? '' }))
    },

    async change(shopper, change) {
      const instance = await payload()
      const owner = ownerOf(instance, shopper)
      if (owner.customerId === null && !owner.guestId) throw new CommerceError('no-shopper')
      const write = await prepare(change)
      await changeCart(
        instance,
        owner,
        write,
        change.type === 'discount-code' ? undefined : recheckCode,
      )
      return this.get(shopper)
    },

    async orderAgain(shopper, orderId) {
      const instance = await payload()
      const owner = ownerOf(instance, shopper)
      if (owner.customerId === null && !owner.guestId) throw new CommerceError('no-shopper')
      const again = await prepareOrderAgain(instance, shopper, orderId)
      await changeCart(instance, owner, again.write, recheckCode)
      return { cart: await this.get(shopper), lines: again.outcome() }
    },
  }
}
