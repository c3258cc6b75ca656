/** The plugin's order models (Order/CustomerOrders, Order/Details) → the commerce orders. */
import { euros as cents } from '../rules/money'
import { orderPaymentDigits } from '../rules/order-number'
import { structuredCommunication } from '../rules/structured-communication'
import type {
  AddressInput,
  BookingOptions,
  DeliveryMethod,
  Locale,
  Order,
  OrderLine,
  OrderSummary,
  PaymentStatus,
  Product,
} from '../types'
import type { NopAddress } from './address-reshape'
import { dateInAttributeInfo } from './attribute-date'
import { reshapeTotals } from './cart-reshape'
import { addressInputOf } from './checkout-details-reshape'
import { nopCountryIds } from './country-ids'
import { euros, nopAmountToCents } from './money'
import { paymentMethodOfName } from './payment-methods'
import { fromNopQuantity, unitPriceFromNop } from './sale-quantity'
import { orderStatusOf, paymentStatusOf, shippingStatusOf } from './status-words'

/** One order of Order/CustomerOrders (CustomerOrderListModelDto): statuses as words. */
export type NopOrderSummary = {
  id: number
  customOrderNumber: string
  orderTotal: string
  /** The order status's value, the one status the plugin answers as a number. */
  orderStatusEnum?: number | null
  orderStatus: string
  paymentStatus: string
  shippingStatus: string
  createdOn: string
}

export type NopOrderItem = {
  productId: number
  productName: string
  unitPrice: string
  unitPriceValue?: number | null
  subTotal: string
  subTotalValue?: number | null
  quantity: number
}

/**
 * Order/Details (OrderDetailsModelDto): statuses and the payment method as words in the
 * customer's language, the checkout attributes as their text; no order GUID.
 */
export type NopOrderDetails = {
  id: number
  customOrderNumber: string
  createdOn: string
  orderStatus: string
  paymentMethodStatus: string
  shippingStatus: string
  pickupInStore: boolean
  /** False for an order of products that are not shipped (gift cards only). */
  isShippable?: boolean | null
  shippingAddress: NopAddress | null
  billingAddress: NopAddress
  /** The payment plugin's friendly name in the customer's language. */
  paymentMethod?: string | null
  checkoutAttributeInfo?: string | null
  orderSubtotal: string
  orderSubTotalDiscount?: string | null
  orderShipping: string
  taxRates?: Array<{ rate: string; value: string }> | null
  orderTotalDiscount?: string | null
  giftCards?: Array<{ couponCode: string; amount: string }> | null
  orderTotal: string
  items: NopOrderItem[]
}

/**
 * What the storefront kept of an order it placed (its record): what nopCommerce cannot say. No
 * method or date for gift vouchers only.
 */
export type KeptOrder = {
  locale: Locale
  deliveryDate: string | null
  deliveryMethod: DeliveryMethod | null
  paymentMethod: string
}

/** How an order nopCommerce shows was handed over; null when nothing was shipped (vouchers only). */
export const handoverOfDetails = (
  model: Pick<NopOrderDetails, 'isShippable' | 'pickupInStore'>,
): DeliveryMethod | null =>
  model.isShippable === false ? null : model.pickupInStore ? 'pickup' : 'delivery'

/** The statuses of an order as Order/Details shows them. */
export const orderDetailsStatuses = (model: NopOrderDetails) => ({
  status: orderStatusOf(model.orderStatus),
  paymentStatus: paymentStatusOf(model.paymentMethodStatus),
  shippingStatus: shippingStatusOf(model.shippingStatus, model.pickupInStore),
})

/**
 * A paid order's invoice: its number and date, where the storefront can hand out its PDF (the
 * optional Order/GetPdfInvoice; without it the order shows no invoice).
 */
const invoiceOf = (
  paymentStatus: PaymentStatus,
  number: string,
  createdOn: string,
  invoices: boolean,
) => (invoices && paymentStatus === 'paid' ? { number, date: createdOn } : null)

/**
 * One order of the customer's list. The list does not say whether an order is picked up: the
 * storefront's record of it does, for an order it placed.
 */
export function reshapeOrderSummary(
  model: NopOrderSummary,
  { pickup = false, invoices = false }: { pickup?: boolean; invoices?: boolean } = {},
): OrderSummary {
  const paymentStatus = paymentStatusOf(model.paymentStatus)
  return {
    id: String(model.id),
    number: model.customOrderNumber,
    createdAt: model.createdOn,
    total: euros(model.orderTotal),
    invoice: invoiceOf(paymentStatus, model.customOrderNumber, model.createdOn, invoices),
    // The plugin hands out no credit notes.
    creditNote: null,
    status: orderStatusOf(model.orderStatusEnum ?? model.orderStatus),
    paymentStatus,
    shippingStatus: shippingStatusOf(model.shippingStatus, pickup),
  }
}

/**
 * An order's address. Orders only go to the shop's countries; one nopCommerce would hold in
 * another country is shown as Belgian rather than not at all.
 */
const orderAddress = (address: NopAddress): AddressInput =>
  addressInputOf(address) ?? addressInputOf({ ...address, countryId: nopCountryIds.BE })!

/** The Belgian structured communication a bank transfer carries, from a {YYYY}-{sequence} number. */
const transferReference = (method: string, number: string) =>
  method === 'banktransfer' && /^\d{4}-\d{6}$/.test(number)
    ? structuredCommunication(orderPaymentDigits(number))
    : null

type Sold = Pick<Product, 'unit' | 'quantityLimits' | 'vatClass'>

export type OrderContext = {
  /** How the order's products are sold; null for one the shop no longer sells. */
  products: Map<number, Sold | null>
  /** When on its day each way hands an order over (the shop's calendar). */
  windows: BookingOptions['windows']
  /** The language to show an order in when the storefront did not place it. */
  locale: Locale
  /** What the storefront kept of the order, when it placed it. */
  kept: KeptOrder | null
  /** Whether the storefront can hand out the order's PDF invoice. */
  invoices: boolean
}

/**
 * A line's VAT rate. Order/Details has none per item: an order with one rate has it on every
 * line; with two, food has the lower (the reduced rate) and anything else the higher.
 */
function lineRate(rates: number[], product: Sold | null | undefined): number {
  if (rates.length <= 1) return rates[0] ?? 0
  return product?.vatClass === 'standard' ? Math.max(...rates) : Math.min(...rates)
}

function reshapeLine(
  item: NopOrderItem,
  product: Sold | null | undefined,
  rates: number[],
): OrderLine {
  const portionPrice = nopAmountToCents(item.unitPriceValue ?? item.unitPrice)
  return {
    productId: item.productId || null,
    name: item.productName,
    unit: product?.unit ?? 'piece',
    quantity: product ? fromNopQuantity(product, item.quantity) : item.quantity,
    unitPrice: cents(product ? unitPriceFromNop(product, portionPrice) : portionPrice),
    vatRate: lineRate(rates, product),
    total: euros(item.subTotalValue ?? item.subTotal),
  }
}

/**
 * An order as Order/Details shows it, with what the storefront kept of it: its language, date
 * and way to pay. For an order placed on nopCommerce's own site, the date comes from its
 * checkout attributes (else the day it was placed) and the way to pay from its name.
 */
export function reshapeOrder(model: NopOrderDetails, context: OrderContext): Order {
  const { kept } = context
  const statuses = orderDetailsStatuses(model)
  const deliveryMethod = kept ? kept.deliveryMethod : handoverOfDetails(model)
  const billingAddress = orderAddress(model.billingAddress)
  const method = kept?.paymentMethod ?? paymentMethodOfName(model.paymentMethod)
  const totals = reshapeTotals({
    subTotal: model.orderSubtotal,
    subTotalDiscount: model.orderSubTotalDiscount,
    shipping: model.orderShipping,
    taxRates: model.taxRates,
    giftCards: (model.giftCards ?? []).map((card, index) => ({
      id: index,
      couponCode: card.couponCode,
      amount: card.amount,
      // nopCommerce's order shows what a voucher paid, not what it still holds.
      remaining: '0',
    })),
    orderTotalDiscount: model.orderTotalDiscount,
    orderTotal: model.orderTotal,
  })
  const rates = totals.vat.map((vat) => vat.rate)
  const handedOver = deliveryMethod
    ? {
        deliveryDate:
          kept?.deliveryDate ||
          dateInAttributeInfo(model.checkoutAttributeInfo) ||
          model.createdOn.slice(0, 10),
        timeWindow: context.windows[deliveryMethod],
      }
    : { deliveryDate: null, timeWindow: null }
  return {
    id: String(model.id),
    number: model.customOrderNumber,
    createdAt: model.createdOn,
    total: totals.total,
    invoice: invoiceOf(
      statuses.paymentStatus,
      model.customOrderNumber,
      model.createdOn,
      context.invoices,
    ),
    creditNote: null,
    ...statuses,
    email: billingAddress.email,
    phone: billingAddress.phone,
    locale: kept?.locale ?? context.locale,
    billingAddress,
    shippingAddress:
      deliveryMethod === 'delivery' && model.shippingAddress
        ? orderAddress(model.shippingAddress)
        : null,
    deliveryMethod,
    ...handedOver,
    payment: {
      method,
      reference: transferReference(method, model.customOrderNumber),
      online: null,
    },
    lines: model.items.map((item) =>
      reshapeLine(item, context.products.get(item.productId), rates),
    ),
    totals: deliveryMethod ? totals : { ...totals, shipping: null },
  }
}
