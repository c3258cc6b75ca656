/** The stand-in's orders as the plugin's Order controller answers them (snake_case). */
import PDFDocument from 'pdfkit'

import { addressModel, noAddressModel } from './address-model'
import { paymentName } from './order-placing'
import { formatAmount } from './http'
import type { DoubleOrder, DoubleOrderAddress } from './state'

/** nopCommerce writes a tax rate as a number in the customer's language: "6", "5,5". */
const formatRate = (rate: number, languageId: number) =>
  new Intl.NumberFormat(languageId === 1 ? 'en-US' : 'nl-BE').format(rate)

const negative = (cents: number, languageId: number) =>
  cents > 0 ? formatAmount(-cents, languageId) : null

const orderAddressModel = (address: DoubleOrderAddress) => {
  const { attributes, ...fields } = address
  return addressModel(0, fields, attributes)
}

type Status = { id: number; names: Record<number, string> }

/**
 * nopCommerce's status enums: their values and their names per language (EN 1, NL 2, FR 5), as
 * the shop's language packs word them (Enums.Nop.Core.Domain.*Status.*).
 */
export const statusEnums: Record<'order' | 'payment' | 'shipping', Record<string, Status>> = {
  order: {
    Pending: { id: 10, names: { 1: 'Pending', 2: 'In afwachting', 5: 'En attente' } },
    Processing: { id: 20, names: { 1: 'Processing', 2: 'In behandeling', 5: 'En cours' } },
    Complete: { id: 30, names: { 1: 'Complete', 2: 'Voltooid', 5: 'Terminée' } },
    Cancelled: { id: 40, names: { 1: 'Cancelled', 2: 'Geannuleerd', 5: 'Annulée' } },
  },
  payment: {
    Pending: { id: 10, names: { 1: 'Pending', 2: 'In afwachting', 5: 'En attente' } },
    Authorized: { id: 20, names: { 1: 'Authorized', 2: 'Geautoriseerd', 5: 'Autorisé' } },
    Paid: { id: 30, names: { 1: 'Paid', 2: 'Betaald', 5: 'Payée' } },
    PartiallyRefunded: {
      id: 35,
      names: {
        1: 'Partially refunded',
        2: 'Gedeeltelijk terugbetaald',
        5: 'Partiellement remboursée',
      },
    },
    Refunded: { id: 40, names: { 1: 'Refunded', 2: 'Terugbetaald', 5: 'Remboursée' } },
    Voided: { id: 50, names: { 1: 'Voided', 2: 'Vervallen', 5: 'Annulée' } },
  },
  shipping: {
    ShippingNotRequired: {
      id: 10,
      names: { 1: 'Shipping not required', 2: 'Verzending niet nodig', 5: 'Livraison non requise' },
    },
    NotYetShipped: {
      id: 20,
      names: { 1: 'Not yet shipped', 2: 'Nog niet verzonden', 5: 'Pas encore expédiée' },
    },
    PartiallyShipped: {
      id: 25,
      names: { 1: 'Partially shipped', 2: 'Gedeeltelijk verzonden', 5: 'Partiellement expédiée' },
    },
    Shipped: { id: 30, names: { 1: 'Shipped', 2: 'Verzonden', 5: 'Expédiée' } },
    Delivered: { id: 40, names: { 1: 'Delivered', 2: 'Geleverd', 5: 'Livrée' } },
  },
}

const statusOf = (kind: keyof typeof statusEnums, name: string) => {
  const status = statusEnums[kind][name]
  if (!status) throw new Error(`nopCommerce has no ${kind} status ${name}`)
  return status
}

/**
 * An order's statuses as nopCommerce words them, in the language of the customer asking
 * (`GetLocalizedEnumAsync`); the order list also has the order status's value.
 */
function orderStatuses(order: DoubleOrder, languageId: number) {
  const [orderStatus, payment, shipping] = [
    statusOf('order', order.orderStatus),
    statusOf('payment', order.paymentStatus),
    statusOf('shipping', order.shippingStatus),
  ]
  const named = (status: Status) => status.names[languageId] ?? status.names[1]
  return {
    orderStatus,
    words: { order: named(orderStatus), payment: named(payment), shipping: named(shipping) },
  }
}

/** One order of Order/CustomerOrders (CustomerOrderListModelDto.cs): no pickup, no date. */
export function orderSummaryModel(order: DoubleOrder, languageId: number) {
  const { orderStatus, words } = orderStatuses(order, languageId)
  return {
    id: order.id,
    custom_order_number: order.customOrderNumber,
    order_total: formatAmount(order.totals.total, languageId),
    is_return_request_allowed: false,
    order_status_enum: orderStatus.id,
    order_status: words.order,
    payment_status: words.payment,
    shipping_status: words.shipping,
    created_on: order.createdOn,
    custom_properties: {},
  }
}

/** The shop's pickup point as an order shows it (OrderDetailsModel.PickupAddress). */
const pickupAddressModel = () => ({
  ...noAddressModel(),
  address1: 'Kouter 1',
  city: 'Gent',
  country_name: 'Belgium',
  zip_postal_code: '9000',
})

/**
 * Order/Details (OrderDetailsModelDto.cs, prepared by OrderModelFactory.cs): statuses and the
 * payment method as words in the customer's language, the checkout attributes as their text, no
 * order GUID, no payment plugin system name, no item VAT rate. `custom_values` are what the
 * payment plugin added (the shop's offline plugins add none).
 */
export function orderDetailsModel(order: DoubleOrder, languageId: number) {
  const money = (cents: number) => formatAmount(cents, languageId)
  const vat = order.totals.vat.reduce((sum, { cents }) => sum + cents, 0)
  const { words } = orderStatuses(order, languageId)
  return {
    id: order.id,
    print_mode: false,
    // PdfSettings.DisablePdfInvoicesForPendingOrders, nopCommerce's default: off.
    pdf_invoice_disabled: false,
    custom_order_number: order.customOrderNumber,
    created_on: order.createdOn,
    order_status: words.order,
    is_re_order_allowed: true,
    is_return_request_allowed: false,
    is_shippable: order.shippingStatus !== 'ShippingNotRequired',
    pickup_in_store: order.pickupInStore,
    pickup_address: order.pickupInStore ? pickupAddressModel() : null,
    shipping_status: words.shipping,
    // A pickup's order has a shipping address model with nothing in it.
    shipping_address: order.shippingAddress
      ? orderAddressModel(order.shippingAddress)
      : noAddressModel(),
    shipping_method: order.shippingMethod,
    shipments: [],
    billing_address: orderAddressModel(order.billingAddress),
    vat_number: order.billingAddress.attributes[2] ?? null,
    payment_method: paymentName(order.paymentMethodSystemName, languageId),
    payment_method_status: words.payment,
    can_re_post_process_payment: false,
    custom_values: {},
    order_subtotal: money(order.totals.subtotal),
    order_subtotal_value: order.totals.subtotal / 100,
    order_sub_total_discount: null,
    order_sub_total_discount_value: 0,
    order_shipping: money(order.totals.shipping),
    order_shipping_value: order.totals.shipping / 100,
    payment_method_additional_fee: null,
    payment_method_additional_fee_value: 0,
    checkout_attribute_info: order.checkoutAttributeDescription,
    prices_include_tax: true,
    display_tax_shipping_info: false,
    tax: money(vat),
    tax_rates: order.totals.vat.map(({ rate, cents }) => ({
      rate: formatRate(rate, languageId),
      value: money(cents),
      custom_properties: {},
    })),
    display_tax: true,
    display_tax_rates: true,
    order_total_discount: negative(order.totals.discount, languageId),
    order_total_discount_value: order.totals.discount / 100,
    redeemed_reward_points: 0,
    redeemed_reward_points_amount: null,
    order_total: money(order.totals.total),
    order_total_value: order.totals.total / 100,
    gift_cards: order.totals.giftCards.map(({ code, cents }) => ({
      coupon_code: code,
      amount: formatAmount(-cents, languageId),
      custom_properties: {},
    })),
    show_sku: false,
    items: order.lines.map((line, index) => ({
      id: order.id * 100 + index + 1,
      order_item_guid: `00000000-0000-4000-8000-${String(order.id * 100 + index + 1).padStart(12, '0')}`,
      sku: null,
      product_id: line.productId,
      product_name: line.name,
      product_se_name: null,
      unit_price: money(line.unitPriceCents),
      unit_price_value: line.unitPriceCents / 100,
      sub_total: money(line.unitPriceCents * line.quantity),
      sub_total_value: (line.unitPriceCents * line.quantity) / 100,
      quantity: line.quantity,
      picture: null,
      attribute_info: '',
      rental_info: null,
      vendor_name: null,
      download_id: 0,
      license_id: 0,
      custom_properties: {},
    })),
    order_notes: [],
    show_vendor_name: false,
    show_product_thumbnail: false,
    custom_properties: {},
  }
}

/** The PDF invoice of the optional Order/GetPdfInvoice extension: the order's lines and total. */
export async function invoicePdf(order: DoubleOrder): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  const euro = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`
  doc.fontSize(16).text(`Order #${order.customOrderNumber}`)
  doc.fontSize(10).text(`Date: ${order.createdOn.slice(0, 10)}`)
  doc.moveDown()
  for (const line of order.lines)
    doc.text(`${line.name} x ${line.quantity}: ${euro(line.unitPriceCents * line.quantity)}`)
  doc.moveDown().text(`Order total: ${euro(order.totals.total)}`)
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}
