import type { CollectionAfterChangeHook } from 'payload'

import { sendPaymentReceived } from '@/commerce/native/payment-received'
import { log } from '@/logging/log'
import type { Order } from '@/payload-types'

/**
 * The shopper hears once that their payment came in, with the invoice: whoever marked the order
 * paid (staff for a transfer, the payment webhook, a voucher paying it all). A failed e-mail is
 * logged; the payment stands.
 */
export const mailPaymentReceived: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc?.paymentStatus === 'paid') return doc
  if (doc.paymentStatus !== 'paid') return doc
  await sendPaymentReceived(req.payload, req, doc).catch((error: unknown) =>
    log().error({ err: error, order: doc.number }, 'Payment received mail failed'),
  )
  return doc
}
