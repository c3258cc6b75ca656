import type { Payload } from 'payload'

import type { Product as ProductDoc } from '@/payload-types'

import { CommerceError, type CartApi } from '../provider'
import { isValidQuantity, maxQuantity } from '../rules/cart-lines'
import type { CartChange, Shopper } from '../types'
import { emptyCart, reshapeCart, saleableProduct } from './cart-reshape'
import { findCart, saveLines, storedLines, type StoredLine } from './cart-store'
import { isAvailable } from './reshape'

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
export function nativeCart(payload: () => Promise<Payload>): CartApi {
  async function apply(shopper: Shopper, change: CartChange): Promise<void> {
    const instance = await payload()
    const doc = await findCart(instance, shopper)
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
      default:
        throw new CommerceError('change-unavailable')
    }
    await saveLines(instance, shopper, doc, lines)
  }

  return {
    async get(shopper) {
      const doc = await findCart(await payload(), shopper, shopper.locale)
      return doc ? reshapeCart(doc) : emptyCart()
    },

    async change(shopper, change) {
      if (shopper.customerId === null && !shopper.guestId) throw new CommerceError('no-shopper')
      await apply(shopper, change)
      return this.get(shopper)
    },
  }
}
