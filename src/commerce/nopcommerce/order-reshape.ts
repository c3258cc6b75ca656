/** The plugin's order models (Order/CustomerOrders, Order/Details) → the commerce orders. */
import { isLocale } from '@/i18n/locales'

import { euros as cents } from '../rules/money'
import { orderPaymentDigits } from '../rules/order-number'
import { structuredCommunication } from '../rules/structured-communication'
import type {
  AddressInput,
  BookingOptions,
  Locale,
  Order,
  OrderLine,
  OrderStatus,
  OrderSummary,
  PaymentStatus,
  ProductSummary,
  ShippingStatus,
} from '../types'
import type { NopAddress } from './address-reshape'
import { reshapeTotals } from './cart-reshape'
import { addressInputOf } from './checkout-details-reshape'
import { nopCountryIds } from './country-ids'
import { euros, nopAmountToCents } from './money'
import { orderCustomValues } from './order-custom-values'
import { paymentMethodId } from './payment-methods'
import { fromNopQuantity, unitPriceFromNop } from './sale-quantity'

/** A status as its enum's name ("NotYetShipped") or number (20). */
type NopStatus = string | number

/**
 * What the shop's plugin adds to an order's models (`custom_properties`, strings): the enum
 * values of its statuses, since nopCommerce writes the statuses themselves in the customer's
 * language ("Betaald", "Payée"), and on the order list, which lacks it, whether it is a pickup.
 */
export type NopOrderProperties = {
  orderStatusId?: NopStatus | null
  paymentStatusId?: NopStatus | null
  shippingStatusId?: NopStatus | null
  pickupInStore?: string | boolean | null
}

export type NopOrderSummary = {
  id: number
  customOrderNumber: string
  orderTotal: string
  orderStatusEnum?: NopStatus | null
  orderStatus: NopStatus
  paymentStatus: NopStatus
  shippingStatus: NopStatus
  createdOn: string
  customProperties?: NopOrderProperties | null
}

export type NopOrderItem = {
  productId: number
  productName: string
  unitPrice: string
  unitPriceValue?: number | null
  subTotal: string
  subTotalValue?: number | null
  quantity: number
  /** The item's VAT rate in percent (the shop's plugin adds it to nopCommerce's model). */
  taxRate?: number | null
}

/**
 * Order/Details. `orderGuid` and `paymentMethodSystemName` are what the shop's plugin adds to
 * nopCommerce's order details model: the GUID opens a guest's order from the link in its mail,
 * the system name says which of the storefront's methods pays it (the name is only a label).
 */
export type NopOrderDetails = {
  id: number
  orderGuid: string
  customOrderNumber: string
  createdOn: string
  orderStatus: NopStatus
  paymentMethodStatus: NopStatus
  shippingStatus: NopStatus
  pickupInStore: boolean
  shippingAddress: NopAddress | null
  billingAddress: NopAddress
  paymentMethodSystemName?: string | null
  customValues?: Record<string, string> | null
  orderSubtotal: string
  orderSubTotalDiscount?: string | null
  orderShipping: string
  taxRates?: Array<{ rate: string; value: string }> | null
  orderTotalDiscount?: string | null
  giftCards?: Array<{ couponCode: string; amount: string }> | null
  orderTotal: string
  items: NopOrderItem[]
  customProperties?: NopOrderProperties | null
}

/** A status's English name without spaces or case ("Not yet shipped"), or its number. */
const statusKey = (status: NopStatus | null | undefined) =>
  String(status ?? '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()

const orderStatuses: Record<string, OrderStatus> = {
  pending: 'pending',
  '10': 'pending',
  processing: 'processing',
  '20': 'processing',
  complete: 'completed',
  '30': 'completed',
  cancelled: 'cancelled',
  '40': 'cancelled',
}

const paymentStatuses: Record<string, PaymentStatus> = {
  pending: 'pending',
  '10': 'pending',
  authorized: 'pending',
  '20': 'pending',
  paid: 'paid',
  '30': 'paid',
  partiallyrefunded: 'paid',
  '35': 'paid',
  refunded: 'refunded',
  '40': 'refunded',
  voided: 'cancelled',
  '50': 'cancelled',
}

/** nopCommerce's shipping statuses, as a delivery and as a pickup. */
const shippingStatuses: Record<string, [ShippingStatus, ShippingStatus]> = {
  shippingnotrequired: ['not-shipped', 'not-shipped'],
  '10': ['not-shipped', 'not-shipped'],
  notyetshipped: ['not-shipped', 'not-shipped'],
  '20': ['not-shipped', 'not-shipped'],
  partiallyshipped: ['out-for-delivery', 'ready-for-pickup'],
  '25': ['out-for-delivery', 'ready-for-pickup'],
  shipped: ['out-for-delivery', 'ready-for-pickup'],
  '30': ['out-for-delivery', 'ready-for-pickup'],
  delivered: ['delivered', 'picked-up'],
  '40': ['delivered', 'picked-up'],
}

export const orderStatusOf = (status: NopStatus | null | undefined): OrderStatus =>
  orderStatuses[statusKey(status)] ?? 'pending'

export const paymentStatusOf = (status: NopStatus | null | undefined): PaymentStatus =>
  paymentStatuses[statusKey(status)] ?? 'pending'

export const shippingStatusOf = (
  status: NopStatus | null | undefined,
  pickup = false,
): ShippingStatus => shippingStatuses[statusKey(status)]?.[pickup ? 1 : 0] ?? 'not-shipped'

const given = <T>(value: T | '' | null | undefined): T | undefined =>
  value === '' || value === null ? undefined : value

type StatusWords = { order: NopStatus; payment: NopStatus; shipping: NopStatus }

/**
 * An order's statuses by the enum values the plugin adds; nopCommerce's own words only mean
 * something when they are English (or numbers).
 */
function statusesOf(
  properties: NopOrderProperties | null | undefined,
  words: StatusWords,
  pickup: boolean,
): Pick<OrderSummary, 'status' | 'paymentStatus' | 'shippingStatus'> {
  return {
    status: orderStatusOf(given(properties?.orderStatusId) ?? words.order),
    paymentStatus: paymentStatusOf(given(properties?.paymentStatusId) ?? words.payment),
    shippingStatus: shippingStatusOf(given(properties?.shippingStatusId) ?? words.shipping, pickup),
  }
}

/** The statuses of an order as Order/Details shows it. */
export const orderDetailsStatuses = (model: NopOrderDetails) =>
  statusesOf(
    model.customProperties,
    {
      order: model.orderStatus,
      payment: model.paymentMethodStatus,
      shipping: model.shippingStatus,
    },
    model.pickupInStore,
  )

/** nopCommerce's PDF invoice is the paid order's own document: its number and date. */
const invoiceOf = (paymentStatus: PaymentStatus, number: string, createdOn: string) =>
  paymentStatus === 'paid' ? { number, date: createdOn } : null

export function reshapeOrderSummary(model: NopOrderSummary): OrderSummary {
  const pickup = String(model.customProperties?.pickupInStore ?? '').toLowerCase() === 'true'
  const statuses = statusesOf(
    model.customProperties,
    {
      order: model.orderStatusEnum ?? model.orderStatus,
      payment: model.paymentStatus,
      shipping: model.shippingStatus,
    },
    pickup,
  )
  return {
    id: String(model.id),
    number: model.customOrderNumber,
    createdAt: model.createdOn,
    total: euros(model.orderTotal),
    invoice: invoiceOf(statuses.paymentStatus, model.customOrderNumber, model.createdOn),
    ...statuses,
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

type Sold = Pick<ProductSummary, 'unit' | 'quantityLimits'>

export type OrderContext = {
  /** How the order's products are sold; null for one the shop no longer sells. */
  products: Map<number, Sold | null>
  /** When on its day each way hands an order over (the shop's calendar). */
  windows: BookingOptions['windows']
  /** The language to show an order in when it does not say which it was placed in. */
  locale: Locale
}

function reshapeLine(
  item: NopOrderItem,
  product: Sold | null | undefined,
  vatRate: number,
): OrderLine {
  const portionPrice = nopAmountToCents(item.unitPriceValue ?? item.unitPrice)
  return {
    productId: item.productId || null,
    name: item.productName,
    unit: product?.unit ?? 'piece',
    quantity: product ? fromNopQuantity(product, item.quantity) : item.quantity,
    unitPrice: cents(product ? unitPriceFromNop(product, portionPrice) : portionPrice),
    vatRate: item.taxRate ?? vatRate,
    total: euros(item.subTotalValue ?? item.subTotal),
  }
}

export function reshapeOrder(model: NopOrderDetails, context: OrderContext): Order {
  const statuses = orderDetailsStatuses(model)
  const deliveryMethod = model.pickupInStore ? 'pickup' : 'delivery'
  const custom = model.customValues ?? {}
  const language = custom[orderCustomValues.language]
  const billingAddress = orderAddress(model.billingAddress)
  const method = paymentMethodId(model.paymentMethodSystemName ?? '')
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
  // Without the item's own rate, an order with one VAT rate has it on every line.
  const onlyRate = totals.vat.length === 1 ? totals.vat[0].rate : 0
  return {
    id: String(model.id),
    number: model.customOrderNumber,
    createdAt: model.createdOn,
    total: totals.total,
    invoice: invoiceOf(statuses.paymentStatus, model.customOrderNumber, model.createdOn),
    ...statuses,
    email: billingAddress.email,
    phone: billingAddress.phone,
    locale: isLocale(language) ? language : context.locale,
    billingAddress,
    shippingAddress:
      deliveryMethod === 'delivery' && model.shippingAddress
        ? orderAddress(model.shippingAddress)
        : null,
    deliveryMethod,
    deliveryDate: custom[orderCustomValues.deliveryDate] ?? '',
    timeWindow: context.windows[deliveryMethod],
    payment: {
      method,
      reference: transferReference(method, model.customOrderNumber),
      online: null,
    },
    lines: model.items.map((item) =>
      reshapeLine(item, context.products.get(item.productId), onlyRate),
    ),
    totals,
  }
}
