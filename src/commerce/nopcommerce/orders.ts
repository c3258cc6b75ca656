import { isDeepStrictEqual } from 'node:util'

import { readBookingOptions } from '../booking-options'
import type { OrderApi } from '../provider'
import { SHOP_COUNTRY } from '../rules/delivery-country'
import { invoiceFileName } from '../rules/invoice-number'
import type { Locale, Order, Shopper } from '../types'
import { nopProductLookup } from './catalog'
import type { NopContext } from './context'
import { customerInfoOf } from './customer-info'
import { NopHttpError } from './http-client'
import { isNopOrderAccessToken } from './order-access'
import { type NopOrderRecord, nopOrderRecords } from './order-records'
import {
  type KeptOrder,
  type NopOrderDetails,
  type NopOrderSummary,
  orderDetailsStatuses,
  reshapeOrder,
  reshapeOrderSummary,
} from './order-reshape'
import { fetchPdfInvoice, pdfInvoicesAvailable } from './pdf-invoices'

const orderIdOf = (orderId: string) => (/^\d{1,10}$/.test(orderId) ? Number(orderId) : null)

/**
 * Order/Details as the session's customer reads it; null for another customer's order (400), an
 * unknown one (404) or a session nopCommerce no longer knows (401).
 */
export async function readOrderDetails(
  { client }: NopContext,
  session: string,
  orderId: number,
): Promise<NopOrderDetails | null> {
  try {
    return await client.get<NopOrderDetails>(`Order/Details/${orderId}`, { token: session })
  } catch (error) {
    if (error instanceof NopHttpError) return null
    throw error
  }
}

/** An order as nopCommerce shows it, and the session that read it (none: as last seen). */
type Shown = { details: NopOrderDetails; session: string | null }

/**
 * A customer's orders and one order, over the plugin's Order controller, which shows an order to
 * its own customer only and by its id only. The storefront's record of an order it placed keeps
 * the session that placed it: the order's access token (the link in its e-mail) opens the order
 * with that session, or, once nopCommerce no longer knows it, as it was last seen.
 */
export function nopOrders(context: NopContext): OrderApi & {
  /** The order as the storefront shows it, from Order/Details and its record. */
  shown(details: NopOrderDetails, locale: Locale, record: NopOrderRecord | null): Promise<Order>
} {
  const { client } = context
  const catalog = nopProductLookup(context)
  const records = nopOrderRecords(context.payload)

  /** The order with how its products are sold, the shop's times and what its record kept. */
  async function withContext(
    { details, session }: Shown,
    locale: Locale,
    kept: KeptOrder | null,
  ): Promise<Order> {
    const ids = [...new Set(details.items.map((item) => item.productId))]
    const paid = orderDetailsStatuses(details).paymentStatus === 'paid'
    const [products, booking, invoices] = await Promise.all([
      Promise.all(ids.map((id) => catalog.product(id, locale))),
      // Only the times are read: they are the same whatever the country.
      readBookingOptions(await context.payload(), new Date(), SHOP_COUNTRY),
      paid && session ? pdfInvoicesAvailable(client, { session, orderId: details.id }) : false,
    ])
    return reshapeOrder(details, {
      products: new Map(ids.map((id, index) => [id, products[index]])),
      windows: booking.windows,
      locale,
      kept,
      invoices,
    })
  }

  /** Keeps what nopCommerce showed of a recorded order, when it changed. */
  async function remember(record: NopOrderRecord | null, details: NopOrderDetails) {
    if (record && !isDeepStrictEqual(record.lastSeen, details))
      await records.seen(record.id, details)
  }

  /** The order through its record's session, or as last seen once that session is gone. */
  async function throughRecord(record: NopOrderRecord, orderId: number): Promise<Shown | null> {
    const details = record.session ? await readOrderDetails(context, record.session, orderId) : null
    if (details) {
      await remember(record, details)
      return { details, session: record.session }
    }
    return record.lastSeen ? { details: record.lastSeen, session: null } : null
  }

  /** Who may see the order: its own customer, or whoever holds its access token. */
  async function open(
    shopper: Shopper,
    orderId: string,
    accessToken: string | undefined,
  ): Promise<{ shown: Shown; record: NopOrderRecord | null } | null> {
    const id = orderIdOf(orderId)
    if (id === null) return null
    const record = await records.byOrderId(id)
    const secret = (await context.payload()).secret
    if (accessToken && record && isNopOrderAccessToken(secret, id, accessToken)) {
      const shown = await throughRecord(record, id)
      return shown && { shown, record }
    }
    if (!shopper.session) return null
    const details = await readOrderDetails(context, shopper.session, id)
    if (!details) return null
    await remember(record, details)
    return { shown: { details, session: shopper.session }, record }
  }

  return {
    shown: (details, locale, record) =>
      withContext({ details, session: record?.session ?? null }, locale, record?.kept ?? null),

    async list(session) {
      // The plugin lists a guest's orders too; the storefront's order history is its customers'.
      if (!(await customerInfoOf(client, session))) return []
      let orders: NopOrderSummary[]
      try {
        ;({ orders } = await client.get<{ orders: NopOrderSummary[] }>('Order/CustomerOrders', {
          token: session,
        }))
      } catch (error) {
        if (error instanceof NopHttpError && error.status === 401) return []
        throw error
      }
      const kept = await records.byOrderIds(orders.map((order) => order.id))
      const paid = orders.find((order) => reshapeOrderSummary(order).paymentStatus === 'paid')
      const invoices = paid
        ? await pdfInvoicesAvailable(client, { session, orderId: paid.id })
        : false
      return orders.map((order) =>
        reshapeOrderSummary(order, {
          pickup: kept.get(order.id)?.kept?.deliveryMethod === 'pickup',
          invoices,
        }),
      )
    },

    async get(shopper, orderId, accessToken) {
      const opened = await open(shopper, orderId, accessToken)
      return opened && withContext(opened.shown, shopper.locale, opened.record?.kept ?? null)
    },

    /**
     * The invoice of a paid order, through the optional Order/GetPdfInvoice. Staff print
     * invoices in nopCommerce's own admin: the storefront holds no session for them.
     */
    async invoice(shopper, orderId, access = {}) {
      const opened = await open(shopper, orderId, access.token)
      const { details, session } = opened?.shown ?? {}
      if (!details || !session || orderDetailsStatuses(details).paymentStatus !== 'paid')
        return null
      const pdf = await fetchPdfInvoice(client, session, details.id)
      if (!pdf) return null
      const number = details.customOrderNumber
      return { number, filename: invoiceFileName(number), content: pdf.content }
    },

    /** nopCommerce cancels orders in its own admin and offers no credit note through the API. */
    async creditNote() {
      return null
    },
  }
}
