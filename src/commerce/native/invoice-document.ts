import type { Payload, PayloadRequest } from 'payload'

import { invoiceLayout } from '../invoices/invoice-layout'
import { renderInvoicePdf } from '../invoices/invoice-pdf'
import { invoiceWords } from '../invoices/invoice-words'
import { invoiceFileName } from '../rules/invoice-number'
import type { InvoicePdf, Order } from '../types'

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
  const settings = await payload.findGlobal({
    slug: 'shop-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { t, shop } = await invoiceWords(order.locale)
  const layout = invoiceLayout(
    order,
    invoice,
    {
      name: shop,
      street: settings.address?.street ?? '',
      postcode: settings.address?.postcode ?? '',
      city: settings.address?.city ?? '',
      vatNumber: settings.vatNumber ?? '',
      email: settings.email ?? '',
      phone: settings.phone ?? '',
    },
    t,
  )
  return {
    number: invoice.number,
    filename: invoiceFileName(invoice.number),
    content: await renderInvoicePdf(layout),
  }
}
