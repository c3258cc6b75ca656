import type { Payload } from 'payload'

import type { Product as ProductDoc } from '@/payload-types'

import { CommerceError, type CartApi } from '../provider'
import { COUNTRIES } from '../rules/address'
import { isValidQuantity, itemCount, maxQuantity } from '../rules/cart-lines'
import { deliveryDates, pickupDates } from '../rules/delivery-calendar'
import type { BookingOptions, CartChange, Shopper } from '../types'
import { readCalendarRules } from './calendar-rules'
import { readVatRates } from './vat-rates'
import { emptyCart, reshapeCart, saleableProduct } from './cart-reshape'
import { findCart, saveCart, storedLines, type StoredLine } from './cart-store'
import { isAvailable } from './reshape'

/** How many dates the shopper can choose from. */
const BOOKABLE_DATES = 14

/** Checks that the product can be bought in that quantity; throws what the shopper can act on. */
function checkQuantity(product: ProductDoc, quantity: number) {
  if (!isAvailable(product)) throw new CommerceError('out-of-stock')
  if (!isValidQuantity(product.unit, quantity)) throw new CommerceError('invalid-quantity')
  const backorder = product.outOfStock === 'backorder'
  if (quantity > maxQuantity(product.unit, product.stock, backorder))
    throw new CommerceError('not-enough-stock')
}

async function publishedProduct(payload: Payload, id: number): Promise<ProductDoc> {
  const product = await payload
    .findByID({ collection: 'products', id, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!product || product._status !== 'published') throw new CommerceError('product-unavailable')
  return product
}

/** The cart on Payload: one document per guest or customer, recalculated on every read. */
export function nativeCart(
  payload: () => Promise<Payload>,
  now: () => Date = () => new Date(),
): CartApi {
  async function bookingOptions(): Promise<BookingOptions> {
    const rules = await readCalendarRules(await payload())
    return {
      dates: {
        delivery: deliveryDates(now(), rules, BOOKABLE_DATES),
        pickup: pickupDates(now(), rules, BOOKABLE_DATES),
      },
      orderCutoff: rules.orderCutoff,
      pickupUntil: rules.pickupUntil,
    }
  }

  async function apply(shopper: Shopper, change: CartChange): Promise<void> {
    const instance = await payload()
    const doc = await findCart(instance, shopper, 'nl', 1)
    // Lines of products the shop no longer sells drop out on the next change.
    const kept = (doc?.lines ?? []).filter((line) => saleableProduct(line))
    const lines: StoredLine[] = storedLines(kept)
    const lineIndex = (lineId: string) => {
      const index = kept.findIndex((line) => line.id === lineId)
      if (index < 0) throw new CommerceError('line-not-found')
      return index
    }

    switch (change.type) {
      case 'add': {
        const product = await publishedProduct(instance, change.productId)
        const same = lines.find((line) => line.product === product.id)
        checkQuantity(product, (same?.quantity ?? 0) + change.quantity)
        if (!isValidQuantity(product.unit, change.quantity))
          throw new CommerceError('invalid-quantity')
        if (same) same.quantity += change.quantity
        else lines.push({ product: product.id, quantity: change.quantity })
        break
      }
      case 'set-quantity': {
        const index = lineIndex(change.lineId)
        if (change.quantity === 0) {
          lines.splice(index, 1)
          break
        }
        checkQuantity(await publishedProduct(instance, lines[index].product), change.quantity)
        lines[index].quantity = change.quantity
        break
      }
      case 'remove':
        lines.splice(lineIndex(change.lineId), 1)
        break
      case 'delivery': {
        const open = (await bookingOptions()).dates[change.method]
        if (change.date !== null && !open.includes(change.date))
          throw new CommerceError('date-unavailable')
        return saveCart(instance, shopper, doc, {
          deliveryMethod: change.method,
          deliveryDate: change.date,
        })
      }
      case 'terms':
        return saveCart(instance, shopper, doc, { termsAccepted: change.accepted === true })
      case 'country':
        if (!COUNTRIES.includes(change.country)) throw new CommerceError('country-unavailable')
        return saveCart(instance, shopper, doc, { country: change.country })
      default:
        // Discount codes and gift cards come with the checkout.
        throw new CommerceError('change-unavailable')
    }
    await saveCart(instance, shopper, doc, { lines })
  }

  return {
    async get(shopper) {
      const instance = await payload()
      const doc = await findCart(instance, shopper, shopper.locale)
      if (!doc) return emptyCart()
      const [rates, options] = await Promise.all([
        readVatRates(instance),
        doc.deliveryDate ? bookingOptions() : null,
      ])
      return reshapeCart(doc, options?.dates[doc.deliveryMethod] ?? [], rates)
    },

    async itemCount(shopper) {
      const doc = await findCart(await payload(), shopper, 'nl', 1)
      const lines = (doc?.lines ?? []).flatMap((line) => {
        const product = saleableProduct(line)
        return product ? [{ unit: product.unit, quantity: line.quantity }] : []
      })
      return itemCount(lines)
    },

    bookingOptions,

    async change(shopper, change) {
      if (shopper.customerId === null && !shopper.guestId) throw new CommerceError('no-shopper')
      await apply(shopper, change)
      return this.get(shopper)
    },
  }
}
