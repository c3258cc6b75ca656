/** An earlier order's products back in the shopper's cart, as one change of the locked cart. */
import type { Payload } from 'payload'

import type { Cart as CartDoc, Order as OrderDoc, Product as ProductDoc } from '@/payload-types'

import { CommerceError } from '../provider'
import { quantityAgain, type SoldNow } from '../rules/order-again'
import type { Locale, OrderAgainLine, Shopper } from '../types'
import { saleableProduct } from './cart-reshape'
import { type CartData, storedLines } from './cart-store'
import { openOrder } from './orders'
import { isAvailable, limitsOf } from './reshape'

type OrderLineDoc = OrderDoc['lines'][number]

const productIdOf = ({ product }: OrderLineDoc): number | null =>
  typeof product === 'object' ? (product?.id ?? null) : (product ?? null)

const soldNow = (product: ProductDoc | undefined): SoldNow | null =>
  product?._status === 'published'
    ? {
        limits: limitsOf(product),
        stock: isAvailable(product) ? product.stock : 0,
        backorder: product.outOfStock === 'backorder',
      }
    : null

async function publishedProducts(instance: Payload, ids: number[], locale: Locale) {
  if (ids.length === 0) return new Map<number, ProductDoc>()
  const { docs } = await instance.find({
    collection: 'products',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    locale,
    fallbackLocale: 'nl',
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}

/**
 * What ordering again writes into the locked cart, and then how each line of the order fared.
 * Only the shopper who placed the order may; products are read as adding one reads them, before
 * the cart is locked, and each line is checked as adding it would be, but lowered to what the
 * stock allows instead of refused.
 */
export async function prepareOrderAgain(
  instance: Payload,
  shopper: Shopper,
  orderId: string,
): Promise<{ write: (cart: CartDoc) => CartData; outcome: () => OrderAgainLine[] }> {
  const order = await openOrder(instance, shopper, orderId, {})
  if (!order) throw new CommerceError('order-not-found')
  const ids = [...new Set(order.lines.flatMap((line) => productIdOf(line) ?? []))]
  const products = await publishedProducts(instance, ids, shopper.locale)
  let outcome: OrderAgainLine[] = []
  const write = (cart: CartDoc): CartData => {
    const lines = storedLines((cart.lines ?? []).filter((line) => saleableProduct(line)))
    outcome = order.lines.map((line) => {
      const productId = productIdOf(line)
      const product = productId === null ? undefined : products.get(productId)
      const voucher = Boolean(line.giftCard?.recipientEmail || product?.giftCard)
      const same = lines.find((kept) => kept.product === productId && !kept.giftCard)
      const { added, problem } = voucher
        ? { added: 0, problem: 'gift-voucher' as const }
        : quantityAgain(line.quantity, soldNow(product), same?.quantity ?? 0)
      if (added > 0 && same) same.quantity = Math.round((same.quantity + added) * 1000) / 1000
      else if (added > 0 && productId !== null) lines.push({ product: productId, quantity: added })
      return {
        productId,
        name: product?.name ?? line.name ?? '',
        unit: line.unit === 'kg' ? 'kg' : 'piece',
        requested: line.quantity,
        added,
        problem,
      }
    })
    return { lines }
  }
  return { write, outcome: () => outcome }
}
