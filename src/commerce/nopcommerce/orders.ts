import { readBookingOptions } from '../booking-options'
import type { OrderApi } from '../provider'
import { invoiceFileName } from '../rules/invoice-number'
import type { Locale, Order, Shopper } from '../types'
import { nopProductLookup } from './catalog'
import type { NopContext } from './context'
import { isUnauthorized, NopHttpError } from './http-client'
import {
  type NopOrderDetails,
  type NopOrderSummary,
  orderDetailsStatuses,
  reshapeOrder,
  reshapeOrderSummary,
} from './order-reshape'

const isOrderId = (orderId: string) => /^\d{1,12}$/.test(orderId)

/**
 * Who asks for an order: the shopper's token (nopCommerce shows a customer their own orders)
 * and, for the link in the order's mail, the order's GUID, which the shop's plugin takes as
 * `orderGuid` to open the order for anyone.
 */
type OrderRequest = { token: string | null; orderId: string; guid?: string }

const orderRequest = ({ token, guid }: OrderRequest) => ({
  token,
  query: guid ? { orderGuid: guid } : undefined,
})

/** Order/Details, or null when nopCommerce does not show it to this asker. */
export async function orderDetails(
  { client }: NopContext,
  request: OrderRequest,
): Promise<NopOrderDetails | null> {
  if (!isOrderId(request.orderId)) return null
  try {
    return await client.get<NopOrderDetails>(
      `Order/Details/${request.orderId}`,
      orderRequest(request),
    )
  } catch (error) {
    if (error instanceof NopHttpError) return null
    throw error
  }
}

/** A customer's orders, one order and its invoice, over the plugin's Order controller. */
export function nopOrders(context: NopContext): OrderApi {
  const { client } = context
  const catalog = nopProductLookup(context)

  /** The order with how its products are sold and the shop's delivery and pickup times. */
  async function withContext(model: NopOrderDetails, locale: Locale): Promise<Order> {
    const ids = [...new Set(model.items.map((item) => item.productId))]
    const [products, booking] = await Promise.all([
      Promise.all(ids.map((id) => catalog.product(id, locale))),
      readBookingOptions(await context.payload(), new Date()),
    ])
    return reshapeOrder(model, {
      products: new Map(ids.map((id, index) => [id, products[index]])),
      windows: booking.windows,
      locale,
    })
  }

  const open = (shopper: Shopper, orderId: string, guid?: string) =>
    orderDetails(context, { token: shopper.session, orderId, guid })

  return {
    async list(session) {
      try {
        const { orders } = await client.get<{ orders: NopOrderSummary[] }>('Order/CustomerOrders', {
          token: session,
        })
        return orders.map(reshapeOrderSummary)
      } catch (error) {
        // A guest has no order history: nopCommerce refuses the list as it does a lost session.
        if (isUnauthorized(error)) return []
        throw error
      }
    },

    async get(shopper, orderId, accessToken) {
      const model = await open(shopper, orderId, accessToken)
      return model ? withContext(model, shopper.locale) : null
    },

    /**
     * The invoice of a paid order. Staff print invoices in nopCommerce's own admin: the
     * storefront holds no token that opens a customer's order for them.
     */
    async invoice(shopper, orderId, access = {}) {
      const model = await open(shopper, orderId, access.token)
      if (!model || orderDetailsStatuses(model).paymentStatus !== 'paid') return null
      try {
        const pdf = await client.bytes(
          `Order/GetPdfInvoice/${orderId}`,
          orderRequest({ token: shopper.session, orderId, guid: access.token }),
        )
        const number = model.customOrderNumber
        return { number, filename: invoiceFileName(number), content: pdf.content }
      } catch (error) {
        if (error instanceof NopHttpError) return null
        throw error
      }
    },
  }
}
