import { orderDocumentGet } from '@/lib/order-document-route'

/**
 * `GET /api/storefront/orders/{id}/credit-note[?token=…][&print=1]`: the credit note of a
 * cancelled invoiced order.
 */
export const GET = orderDocumentGet('credit-note')
