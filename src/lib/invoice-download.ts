import type { OrderAccess, OrderApi } from '@/commerce/provider'
import type { Shopper } from '@/commerce/types'

/** The PDFs an order may have: its invoice, and the credit note that cancelled it. */
export type OrderDocument = 'invoice' | 'credit-note'

/**
 * Where an order's invoice or credit note downloads; `token` is the order's access token, for a
 * signed link; `print` opens it in the browser instead of saving it.
 */
export const orderDocumentHref = (
  orderId: string,
  document: OrderDocument,
  { token, print = false }: { token?: string; print?: boolean } = {},
) => {
  const query = new URLSearchParams()
  if (token) query.set('token', token)
  if (print) query.set('print', '1')
  const search = query.size > 0 ? `?${query}` : ''
  return `/api/storefront/orders/${encodeURIComponent(orderId)}/${document}${search}`
}

export const invoiceHref = (orderId: string, token?: string) =>
  orderDocumentHref(orderId, 'invoice', { token })

/**
 * The answer to an invoice or credit note download: the PDF for whoever may see the order (an
 * attachment, or shown in the browser to print), and the same 404 for everyone else as for an
 * order that does not exist or has no such document.
 */
export async function invoiceDownload(
  orders: OrderApi,
  shopper: Shopper,
  orderId: string,
  access: OrderAccess,
  { document = 'invoice', print = false }: { document?: OrderDocument; print?: boolean } = {},
): Promise<Response> {
  const pdf =
    document === 'credit-note'
      ? await orders.creditNote(shopper, orderId, access)
      : await orders.invoice(shopper, orderId, access)
  if (!pdf) return new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(pdf.content), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${print ? 'inline' : 'attachment'}; filename="${pdf.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
