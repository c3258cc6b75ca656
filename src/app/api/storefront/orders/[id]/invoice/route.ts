import { orderDocumentGet } from '@/lib/order-document-route'

/** `GET /api/storefront/orders/{id}/invoice[?token=…][&print=1]`: a paid order's invoice. */
export const GET = orderDocumentGet('invoice')
