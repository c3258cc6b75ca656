/**
 * Ordering again over calls the plugin already answers: the order's lines (Order/Details), each
 * product as the catalog shows it now, and adding to the cart, line by line.
 */
import { type CartApi, CommerceError } from '../provider'
import { quantityAgain, type SoldNow } from '../rules/order-again'
import type {
  Locale,
  Order,
  OrderAgain,
  OrderAgainLine,
  OrderAgainProblem,
  Product,
  Shopper,
} from '../types'

export type OrderAgainCalls = {
  order(shopper: Shopper, orderId: string): Promise<Order | null>
  product(id: number, locale: Locale): Promise<Product | null>
  cart: Pick<CartApi, 'get' | 'change'>
}

const soldNow = (product: Product): SoldNow => ({
  limits: product.quantityLimits,
  stock: product.stock.inStock ? product.stock.quantity : 0,
  backorder: product.stock.behaviour === 'backorder',
})

/** What the cart's own refusal of an addition tells the shopper instead. */
const refusals: Partial<Record<string, OrderAgainProblem>> = {
  'out-of-stock': 'out-of-stock',
  'not-enough-stock': 'out-of-stock',
  'invalid-quantity': 'out-of-stock',
  'product-unavailable': 'product-unavailable',
}

export async function orderAgainByCalls(
  calls: OrderAgainCalls,
  shopper: Shopper,
  orderId: string,
): Promise<OrderAgain> {
  const order = await calls.order(shopper, orderId)
  if (!order) throw new CommerceError('order-not-found')
  let cart = await calls.cart.get(shopper)
  const lines: OrderAgainLine[] = []
  for (const line of order.lines) {
    const product =
      line.productId === null ? null : await calls.product(line.productId, shopper.locale)
    const shown = {
      productId: line.productId,
      name: product?.name ?? line.name,
      unit: line.unit,
      requested: line.quantity,
    }
    if (product?.giftCard) {
      lines.push({ ...shown, added: 0, problem: 'gift-voucher' })
      continue
    }
    const same = cart.lines.find((kept) => kept.product.id === line.productId && !kept.giftCard)
    const again = quantityAgain(line.quantity, product && soldNow(product), same?.quantity ?? 0)
    if (product && again.added > 0) {
      try {
        cart = await calls.cart.change(shopper, {
          type: 'add',
          productId: product.id,
          quantity: again.added,
        })
      } catch (error) {
        // The stock moved since the product was read: the line is told, the rest goes on.
        const problem = error instanceof CommerceError ? refusals[error.code] : undefined
        if (!problem) throw error
        lines.push({ ...shown, added: 0, problem })
        continue
      }
    }
    lines.push({ ...shown, ...again })
  }
  return { cart, lines }
}
