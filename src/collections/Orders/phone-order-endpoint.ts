import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { adminLanguage, refusal, staffRefusal } from '@/access/staff-only'
import { nativeCart } from '@/commerce/native/cart'
import { nativeOrderPlacement } from '@/commerce/native/order-placement'
import { nativePhoneOrders } from '@/commerce/native/phone-orders'
import { CommerceError } from '@/commerce/provider'
import { readPhoneOrder, readPhoneOrderQuote } from '@/commerce/rules/phone-order'
import { containsNul } from '@/security/nul-characters'

import { type PhoneOrderMessage, phoneOrderMessages } from './phone-order-messages'

const isMessage = (code: string): code is PhoneOrderMessage => code in phoneOrderMessages

async function customerExists(payload: Payload, id: number) {
  const { totalDocs } = await payload.count({
    collection: 'customers',
    where: { id: { equals: id } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The shop's own order placement, with links to the order's page on this site. */
async function phoneOrders(payload: Payload) {
  const { orderLinks } = await import('@/lib/order-links')
  const instance = async () => payload
  return nativePhoneOrders(
    instance,
    nativeOrderPlacement(instance, nativeCart(instance), orderLinks),
  )
}

/**
 * `POST /api/orders/phone-order`, for staff: places the order the owner took by phone, through
 * the shop's own order placement. Answers 201 with the order's id and number, or a message in the
 * admin's language and nothing changed.
 */
type Refuse = (message: PhoneOrderMessage, status?: number) => Response

/**
 * Runs `answer` for staff on the native backend with the body it sent, or refuses in the admin's
 * language; a commerce problem becomes its message and changes nothing.
 */
function staffOnNative(
  answer: (raw: unknown, req: PayloadRequest, refused: Refuse) => Promise<Response>,
) {
  return async (req: PayloadRequest) => {
    const notStaff = staffRefusal(req)
    if (notStaff) return notStaff
    const language = adminLanguage(req)
    const refused: Refuse = (message, status = 400) =>
      refusal(phoneOrderMessages[message][language], status)

    // Loaded when used, as the storefront's modules are: they import the config this is part of.
    const { backendName } = await import('@/commerce/backends')
    // On nopCommerce, phone orders are taken in its own admin.
    if (backendName() !== 'native') return refused('not-native', 404)
    const raw: unknown = await req.json?.().catch(() => null)
    if (containsNul(raw)) return refused('details-required')
    try {
      return await answer(raw, req, refused)
    } catch (error) {
      if (error instanceof CommerceError)
        return refused(isMessage(error.code) ? error.code : 'failed')
      throw error
    }
  }
}

/**
 * `POST /api/orders/phone-order`, for staff: places the order the owner took by phone, through
 * the shop's own order placement. Answers 201 with the order's id and number, or a message in the
 * admin's language and nothing changed.
 */
export const phoneOrderEndpoint: Endpoint = {
  path: '/phone-order',
  method: 'post',
  handler: staffOnNative(async (raw, req, refused) => {
    const order = readPhoneOrder(raw)
    if (typeof order === 'string') return refused(order)
    if (order.customerId !== null && !(await customerExists(req.payload, order.customerId)))
      return refused('customer-unknown')
    const placed = await (await phoneOrders(req.payload)).place(order)
    return Response.json({ id: Number(placed.orderId), number: placed.number }, { status: 201 })
  }),
}

/**
 * `POST /api/orders/phone-order/quote`, for staff: what the phone order form comes to as it
 * stands (lines, delivery, VAT per rate, total in cents), priced as placing it would; nothing is
 * written.
 */
export const phoneOrderQuoteEndpoint: Endpoint = {
  path: '/phone-order/quote',
  method: 'post',
  handler: staffOnNative(async (raw, req, refused) => {
    const quote = readPhoneOrderQuote(raw)
    if (typeof quote === 'string') return refused(quote)
    const totals = await (await phoneOrders(req.payload)).quote(quote)
    return Response.json({
      subtotal: totals.subtotal.amount,
      shipping: totals.shipping?.amount ?? 0,
      vat: totals.vat.map((vat) => ({ rate: vat.rate, amount: vat.amount.amount })),
      total: totals.total.amount,
    })
  }),
}
