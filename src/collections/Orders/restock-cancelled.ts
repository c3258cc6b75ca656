import { returnStock } from '@/commerce/native/stock'

import type { OrderStep } from './order-marks'
import { cancelsOrder } from './cancellation'

/** Cancelling an order puts its stock back, once. */
export const restockCancelled: OrderStep = async ({ data, originalDoc, req, marks }) => {
  if (marks.stockReturned || !cancelsOrder(data, originalDoc))
    return { stockReturned: marks.stockReturned }
  for (const line of originalDoc.lines ?? []) {
    const product = typeof line.product === 'object' ? line.product?.id : line.product
    if (product) await returnStock(req.payload, req, product, line.quantity)
  }
  return { stockReturned: true }
}
