import { returnDiscountUseOf } from '@/commerce/native/discount-uses'

import type { OrderStep } from './order-marks'
import { cancelsOrder } from './cancellation'

/** Cancelling an order gives its discount code's use back, once. */
export const returnDiscountUse: OrderStep = async ({ data, originalDoc, req, marks }) => {
  if (marks.discountReturned || !cancelsOrder(data, originalDoc))
    return { discountReturned: marks.discountReturned }
  return { discountReturned: await returnDiscountUseOf(req.payload, req, originalDoc.id) }
}
