import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

import { creditNoteLayout, invoiceLayout, type InvoiceSeller } from '../invoices/invoice-layout'
import { renderInvoicePdf } from '../invoices/invoice-pdf'
import { invoiceWords } from '../invoices/invoice-words'
import { creditNoteFileName, invoiceFileName } from '../rules/invoice-number'
import type { InvoicePdf, Order } from '../types'

/**
 * The shop as its settings describe it in the order's language (its town's name), named in
 * `shop`; `req` reads inside its transaction.
 */
async function seller(
  payload: Payload,
  shop: string,
  locale: Locale,
  req?: PayloadRequest,
): Promise<InvoiceSeller> {
  const settings = await payload.findGlobal({
    slug: 'shop-settings',
    depth: 0,
    overrideAccess: true,
    locale,
    fallbackLocale: 'nl',
    req,
  })
  return {
    name: shop,
    street: settings.address?.street ?? '',
    postcode: settings.address?.postcode ?? '',
    city: settings.address?.city ?? '',
    vatNumber: settings.vatNumber ?? '',
    email: settings.email ?? '',
    phone: settings.phone ?? '',
  }
}

/**
 * A paid order's invoice as a PDF in the order's language, with the shop's details as they are in
 * its settings; null for an order without an invoice. `req` keeps the settings read inside the
 * caller's transaction.
 */
export async function invoicePdf(
  payload: Payload,
  order: Order,
  req?: PayloadRequest,
): Promise<InvoicePdf | null> {
  const { invoice } = order
  if (!invoice) return null
  const { t, shop } = await invoiceWords(order.locale)
  const layout = invoiceLayout(order, invoice, await seller(payload, shop, order.locale, req), t)
  return {
    number: invoice.number,
    filename: invoiceFileName(invoice.number),
    content: await renderInvoicePdf(layout),
  }
}

/** A cancelled invoiced order's credit note as a PDF in its language; null for any other. */
export async function creditNotePdf(
  payload: Payload,
  order: Order,
  req?: PayloadRequest,
): Promise<InvoicePdf | null> {
  const { invoice, creditNote } = order
  if (!invoice || !creditNote) return null
  const { t, shop } = await invoiceWords(order.locale)
  const layout = creditNoteLayout(
    order,
    creditNote,
    invoice,
    await seller(payload, shop, order.locale, req),
    t,
  )
  return {
    number: creditNote.number,
    filename: creditNoteFileName(creditNote.number),
    content: await renderInvoicePdf(layout),
  }
}
