import type { Payload } from 'payload'

import type { Order as OrderDoc } from '@/payload-types'

import type { OrderAccess, OrderApi } from '../provider'
import { euros } from '../rules/money'
import type { Order, OrderSummary, Shopper } from '../types'
import { reshapeAddressFields } from './address-reshape'
import { creditNotePdf, invoicePdf } from './invoice-document'
import { isOrderAccessToken } from './order-access'
import { readSession, sessionCustomer } from './shopper-session'

type AddressDoc = OrderDoc['billingAddress']

/** What an order's line in the customer's order history shows: all a history read selects. */
const summaryFields = {
  number: true,
  createdAt: true,
  total: true,
  invoiceNumber: true,
  invoiceDate: true,
  creditNoteNumber: true,
  creditNoteDate: true,
  status: true,
  paymentStatus: true,
  shippingStatus: true,
} as const

type SummaryDoc = Pick<OrderDoc, 'id' | keyof typeof summaryFields>

const reshapeSummary = (doc: SummaryDoc): OrderSummary => ({
  id: String(doc.id),
  number: doc.number,
  createdAt: doc.createdAt,
  total: euros(doc.total),
  invoice:
    doc.invoiceNumber && doc.invoiceDate
      ? { number: doc.invoiceNumber, date: doc.invoiceDate }
      : null,
  creditNote:
    doc.creditNoteNumber && doc.creditNoteDate
      ? { number: doc.creditNoteNumber, date: doc.creditNoteDate }
      : null,
  status: doc.status,
  paymentStatus: doc.paymentStatus,
  shippingStatus: doc.shippingStatus,
})

const currentOnlinePayment = (doc: OrderDoc) => {
  const last = doc.onlinePayments?.at(-1)
  return last ? { id: last.providerId, status: last.status ?? 'open' } : null
}

export function reshapeOrder(doc: OrderDoc): Order {
  const shipping = doc.shippingAddress
  return {
    ...reshapeSummary(doc),
    email: doc.email ?? '',
    phone: doc.phone ?? '',
    locale: doc.locale ?? 'nl',
    billingAddress: reshapeAddressFields(doc.billingAddress),
    shippingAddress:
      doc.deliveryMethod === 'delivery' && shipping?.street
        ? reshapeAddressFields(shipping as AddressDoc)
        : null,
    deliveryMethod: doc.deliveryMethod ?? null,
    deliveryDate: doc.deliveryMethod ? (doc.deliveryDate ?? null) : null,
    timeWindow: doc.deliveryMethod
      ? { from: doc.windowFrom ?? null, until: doc.windowUntil ?? '' }
      : null,
    payment: {
      method: doc.paymentMethod ?? '',
      reference: doc.paymentReference ?? null,
      online: currentOnlinePayment(doc),
    },
    lines: doc.lines.map((line) => ({
      productId:
        typeof line.product === 'object' ? (line.product?.id ?? null) : (line.product ?? null),
      name: line.name ?? '',
      unit: line.unit === 'kg' ? 'kg' : 'piece',
      quantity: line.quantity,
      unitPrice: euros(line.unitPrice),
      vatRate: line.vatRate,
      total: euros(line.total),
    })),
    totals: {
      subtotal: euros(doc.subtotal),
      discount: euros(doc.discount),
      shipping: doc.deliveryMethod ? euros(doc.shipping) : null,
      vat: (doc.vat ?? []).map((vat) => ({ rate: vat.rate, amount: euros(vat.amount) })),
      giftCards: (doc.giftCards ?? []).map((use) => ({
        code: use.code,
        amount: euros(use.amount),
        remaining: euros(use.remaining ?? 0),
      })),
      total: euros(doc.total),
    },
  }
}

/** The order document, when `shopper` placed it, `access` holds its token, or staff ask. */
export async function openOrder(
  instance: Payload,
  shopper: Shopper,
  orderId: string,
  access: OrderAccess,
): Promise<OrderDoc | null> {
  if (!/^\d{1,12}$/.test(orderId)) return null
  const doc = await instance
    .findByID({
      collection: 'orders',
      id: Number(orderId),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!doc) return null
  if (access.staff) return doc
  const owner = readSession(instance.secret, shopper.session)
  const customerId = typeof doc.customer === 'object' ? doc.customer?.id : doc.customer
  const owns =
    (owner?.customerId != null && owner.customerId === customerId) ||
    (owner?.guestId != null && owner.guestId === doc.guestId)
  const opened =
    access.token !== undefined && isOrderAccessToken(instance.secret, doc.id, access.token)
  return owns || opened ? doc : null
}

/** Orders on Payload: a customer lists theirs; one order opens for its owner or its token. */
export function nativeOrders(payload: () => Promise<Payload>): OrderApi {
  return {
    async list(session) {
      const instance = await payload()
      const owner = readSession(instance.secret, session)
      if (owner?.customerId == null) return []
      const { docs } = await instance.find({
        collection: 'orders',
        where: { customer: { equals: sessionCustomer(instance.secret, session) } },
        sort: '-createdAt',
        // Without a selection, the read joined every order's lines, addresses and payments.
        select: summaryFields,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return docs.map(reshapeSummary)
    },

    async get(shopper, orderId, accessToken) {
      const instance = await payload()
      const doc = await openOrder(instance, shopper, orderId, { token: accessToken })
      return doc ? reshapeOrder(doc) : null
    },

    async invoice(shopper, orderId, access = {}) {
      const instance = await payload()
      const doc = await openOrder(instance, shopper, orderId, access)
      return doc ? invoicePdf(instance, reshapeOrder(doc)) : null
    },

    async creditNote(shopper, orderId, access = {}) {
      const instance = await payload()
      const doc = await openOrder(instance, shopper, orderId, access)
      return doc ? creditNotePdf(instance, reshapeOrder(doc)) : null
    },
  }
}
