import { nextInYear } from '@/commerce/native/year-sequence'
import { creditNoteNumber } from '@/commerce/rules/invoice-number'
import { brusselsYear } from '@/commerce/rules/order-number'
import { fieldRefusal } from '@/collections/field-refusal'

import { cancelsOrder } from './cancellation'
import type { OrderStep } from './order-marks'

const staysCancelled = {
  nl: 'Deze bestelling is gecrediteerd met een creditnota en blijft geannuleerd.',
  fr: 'Cette commande est créditée par une note de crédit et reste annulée.',
  en: 'This order was credited with a credit note and stays cancelled.',
}

/**
 * Cancelling an invoiced order gives it a credit note, once, numbered in its own gap-free run
 * in the same transaction; a credited order cannot be opened again (its invoice is cancelled).
 * Runs after the invoice step, so that an order paid and cancelled in one change is credited too.
 */
export const creditCancelled: OrderStep = async ({ data, originalDoc, req, marks }) => {
  if (marks.creditNoteNumber) {
    if (data.status !== undefined && data.status !== 'cancelled') {
      const language = (req.i18n?.language ?? 'nl') as keyof typeof staysCancelled
      throw fieldRefusal(req, 'orders', 'status', staysCancelled[language] ?? staysCancelled.nl)
    }
    return {
      creditNoteNumber: marks.creditNoteNumber,
      creditNoteDate: new Date(marks.creditNoteDate ?? Date.now()).toISOString(),
    }
  }
  if (!data.invoiceNumber || !cancelsOrder(data, originalDoc))
    return { creditNoteNumber: null, creditNoteDate: null }
  const now = new Date()
  const year = brusselsYear(now)
  const sequence = await nextInYear(req.payload, req, 'credit_note_sequences', year)
  return { creditNoteNumber: creditNoteNumber(year, sequence), creditNoteDate: now.toISOString() }
}
