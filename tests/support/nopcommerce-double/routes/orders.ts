/**
 * The plugin's Order controller (OrderController.cs): the customer's orders and one order, for
 * the token's own customer only (a guest too: the plugin does not ask whether they registered).
 * There is no way to open an order by its GUID.
 */
import {
  type DoubleAnswer,
  type DoubleRequest,
  type DoubleRoute,
  languageOf,
  notFoundText,
  refusedWithText,
  unauthorized,
  validationProblem,
} from '../http'
import { invoicePdf, orderDetailsModel, orderSummaryModel } from '../order-model'
import type { DoubleOrder } from '../state'

/**
 * The order an `{orderId}` action may act on, as Details, ReOrder and RePostPayment check it: 404
 * for no such order, 400 for a deleted one or another customer's.
 */
function ownOrder({ params, customer, state }: DoubleRequest): DoubleOrder | DoubleAnswer {
  if (!/^-?\d{1,10}$/.test(params.orderId))
    return validationProblem({ orderId: [`The value '${params.orderId}' is not valid.`] })
  const order = state.orders.get(Number(params.orderId))
  if (!order) return notFoundText(`Order Id = ${params.orderId} not found`)
  if (order.extra.deleted === true || order.customerId !== customer?.id)
    return refusedWithText('The order is deleted or belongs to another customer')
  return order
}

const isAnswer = (value: DoubleOrder | DoubleAnswer): value is DoubleAnswer =>
  !('customOrderNumber' in value)

export const ordersRoutes: DoubleRoute[] = [
  {
    // CustomerOrders (OrderModelFactory.PrepareCustomerOrderListModelAsync): the token's
    // customer's orders, newest first, whether they registered or not.
    method: 'GET',
    path: 'Order/CustomerOrders',
    handle({ customer, state }) {
      if (!customer) return unauthorized
      const orders = [...state.orders.values()]
        .filter((order) => order.customerId === customer.id && order.extra.deleted !== true)
        .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id)
      return {
        json: {
          orders: orders.map((order) => orderSummaryModel(order, customer.languageId)),
          recurring_orders: [],
          recurring_payment_errors: [],
          custom_properties: {},
        },
      }
    },
  },
  {
    method: 'GET',
    path: 'Order/Details/:orderId',
    handle(request) {
      if (!request.customer) return unauthorized
      const order = ownOrder(request)
      return isAnswer(order) ? order : { json: orderDetailsModel(order, languageOf(request)) }
    },
  },
  {
    // Not in the 4.60 source, only in the plugin's OpenAPI description: an optional extension
    // (README). Its contract here: the order's own customer only, as Details, and the PDF as an
    // attachment.
    method: 'GET',
    path: 'Order/GetPdfInvoice/:orderId',
    extension: true,
    async handle(request) {
      if (!request.customer) return unauthorized
      const order = ownOrder(request)
      if (isAnswer(order)) return order
      return {
        bytes: await invoicePdf(order),
        contentType: 'application/pdf',
        filename: `order_${order.customOrderNumber}.pdf`,
      }
    },
  },
]
