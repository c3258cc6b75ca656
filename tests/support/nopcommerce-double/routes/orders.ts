import {
  type DoubleAnswer,
  type DoubleRequest,
  type DoubleRoute,
  languageOf,
  unauthorized,
} from '../http'
import { invoicePdf, orderDetailsModel, orderSummaryModel } from '../order-model'
import type { DoubleOrder } from '../state'

const notFound: DoubleAnswer = { status: 404, json: { message: 'Order not found' } }

/**
 * The order a request may see: its customer's own, or, for the link in the order's mail, any
 * order whose GUID the `orderGuid` query names (how the shop's plugin opens a guest's order).
 */
function visibleOrder({ params, query, customer, state }: DoubleRequest): DoubleOrder | null {
  const order = state.orders.get(Number(params.orderId))
  if (!order) return null
  const owns = customer !== null && customer.id === order.customerId
  const guid = query.get('orderGuid')
  return owns || (guid !== null && guid === order.guid) ? order : null
}

/** The plugin's Order controller: a customer's orders, one order, its PDF invoice. */
export const ordersRoutes: DoubleRoute[] = [
  {
    method: 'GET',
    path: 'Order/CustomerOrders',
    handle({ customer, state }) {
      // As nopCommerce: only registered customers have an order history.
      if (!customer || customer.isGuest) return unauthorized
      const orders = [...state.orders.values()]
        .filter((order) => order.customerId === customer.id)
        .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id)
      return {
        json: {
          orders: orders.map((order) => orderSummaryModel(order, customer.languageId)),
          recurring_orders: [],
          recurring_payment_errors: [],
        },
      }
    },
  },
  {
    method: 'GET',
    path: 'Order/Details/:orderId',
    handle(request) {
      const order = visibleOrder(request)
      return order ? { json: orderDetailsModel(order, languageOf(request)) } : notFound
    },
  },
  {
    method: 'GET',
    path: 'Order/GetPdfInvoice/:orderId',
    async handle(request) {
      const order = visibleOrder(request)
      // The shop hands out invoices for paid orders only (its PDF invoice settings).
      if (!order || order.paymentStatus !== 'Paid') return notFound
      return {
        bytes: await invoicePdf(order),
        contentType: 'application/pdf',
        filename: `order_${order.customOrderNumber}.pdf`,
      }
    },
  },
]
