import type { OrderAccess, OrderApi } from '@/commerce/provider'
import type { Shopper } from '@/commerce/types'

/** Where an order's invoice downloads; `token` is the order's access token, for a signed link. */
export const invoiceHref = (orderId: string, token?: string) =>
  `/api/storefront/orders/${encodeURIComponent(orderId)}/invoice${
    token ? `?token=${encodeURIComponent(token)}` : ''
  }`

/**
 * The answer to an invoice download: the PDF as an attachment for whoever may see the order,
 * and the same 404 for everyone else as for an order that does not exist or is not paid.
 */
export async function invoiceDownload(
  orders: OrderApi,
  shopper: Shopper,
  orderId: string,
  access: OrderAccess,
): Promise<Response> {
  const invoice = await orders.invoice(shopper, orderId, access)
  if (!invoice) return new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(invoice.content), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
