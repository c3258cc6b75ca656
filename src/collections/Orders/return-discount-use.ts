import { returnDiscountUseOf } from '@/commerce/native/discount-uses'

import type { OrderStep } from './order-marks'
import { cancelsUnpaidOrder } from './unpaid-cancellation'

/** Cancelling an order that was not paid gives its discount code's use back, once. */
export const returnDiscountUse: OrderStep = async ({ data, originalDoc, req, marks }) => {
  if (marks.discountReturned || !cancelsUnpaidOrder(data, originalDoc))
    return { discountReturned: marks.discountReturned }
  return { discountReturned: await returnDiscountUseOf(req.payload, req, originalDoc.id) }
}
