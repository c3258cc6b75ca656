import { nextInYear } from '@/commerce/native/year-sequence'
import { invoiceNumber } from '@/commerce/rules/invoice-number'
import { brusselsYear } from '@/commerce/rules/order-number'

import type { OrderStep } from './order-marks'

/** An order that becomes paid gets its invoice number, once; a numbered order keeps its number. */
export const numberInvoice: OrderStep = async ({ data, originalDoc, req, marks }) => {
  if (marks.invoiceNumber)
    return {
      invoiceNumber: marks.invoiceNumber,
      invoiceDate: new Date(marks.invoiceDate ?? Date.now()).toISOString(),
    }
  const paid = (data.paymentStatus ?? originalDoc.paymentStatus) === 'paid'
  if (!paid) return { invoiceNumber: null, invoiceDate: null }
  const now = new Date()
  const year = brusselsYear(now)
  const number = invoiceNumber(year, await nextInYear(req.payload, req, 'invoice_sequences', year))
  return { invoiceNumber: number, invoiceDate: now.toISOString() }
}
