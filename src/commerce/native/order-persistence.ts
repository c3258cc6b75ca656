import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { orderConfirmationMail } from '@/mail/order-confirmation'
import type { Mail } from '@/mail/transport'
import type { Order as OrderDoc } from '@/payload-types'

import { CommerceError, type OrderLinks } from '../provider'
import { brusselsYear, orderNumber, orderPaymentDigits } from '../rules/order-number'
import { structuredCommunication } from '../rules/structured-communication'
import type { Locale, PlaceOrderInput } from '../types'
import type { CartOwner } from './cart-lock'
import type { CheckoutProduct } from './checkout-cart'
import { takeDayPlace } from './day-bookings'
import { takeDiscountUse } from './discount-uses'
import { takeGiftCardPayment } from './gift-card-checkout'
import { orderAccessToken } from './order-access'
import type { PricedOrder } from './order-pricing'
import { numberOrder } from './order-sequence'
import type { OrderSetting, ShopSettings } from './order-setting'
import type { CheckedDraft } from './order-validation'
import { reshapeOrder } from './orders'
import { takeStock } from './stock'
import { nextInYear } from './year-sequence'

/**
 * Takes every line's quantity from the stock, or throws what ran out (the transaction undoes).
 * Returns the products that are now sold out.
 */
async function takeLinesStock(
  payload: Payload,
  req: PayloadRequest,
  lines: Array<{ product: CheckoutProduct; quantity: number }>,
): Promise<number[]> {
  const soldOut: number[] = []
  for (const { product, quantity } of lines) {
    const left = await takeStock(payload, req, product.id, quantity)
    if (left !== null) {
      if (left <= 0) soldOut.push(product.id)
      continue
    }
    const now = await payload.findByID({ collection: 'products', id: product.id, depth: 0, req })
    throw new CommerceError(now.stock > 0 ? 'not-enough-stock' : 'out-of-stock')
  }
  return soldOut
}

const markPaidByGiftCard = (instance: Payload, req: PayloadRequest, id: number) =>
  instance.update({
    collection: 'orders',
    id,
    data: { paymentStatus: 'paid' },
    depth: 0,
    req,
    overrideAccess: true,
    context: { changedBy: 'gift voucher' },
  })

/** The confirmation of a placed order, with its link and the shop's bank details. */
async function confirmationMail(
  instance: Payload,
  doc: OrderDoc,
  links: OrderLinks,
  { bankTransfer }: ShopSettings,
): Promise<Mail> {
  const order = reshapeOrder(doc)
  const link = await links(order.id, orderAccessToken(instance.secret, doc.id), order.locale)
  const bank = {
    accountHolder: bankTransfer?.accountHolder ?? '',
    iban: bankTransfer?.iban ?? '',
    bic: bankTransfer?.bic ?? '',
  }
  return orderConfirmationMail(order, bank, link)
}

/** The order as it is written, numbered later. */
function orderData(
  key: string,
  { owner, locale }: { owner: CartOwner; locale: Locale },
  input: PlaceOrderInput,
  { lines, method, date, booking, details }: CheckedDraft,
  { taken, payment, gift }: PricedOrder,
): RequiredDataFromCollectionSlug<'orders'> {
  const { totals } = payment
  return {
    // Numbered last, so that the year's counter stays locked for a moment only.
    number: `pending-${key}`,
    status: 'pending',
    paymentStatus: 'pending',
    shippingStatus: 'not-shipped',
    customer: owner.customerId,
    guestId: owner.guestId,
    idempotencyKey: key,
    locale,
    email: details.email.trim().toLowerCase(),
    phone: details.phone.trim(),
    billingAddress: details.billing,
    shippingAddress: method === 'delivery' ? (details.shipping ?? details.billing) : undefined,
    deliveryMethod: method,
    deliveryDate: date,
    windowFrom: method ? booking.windows[method].from : null,
    windowUntil: method ? booking.windows[method].until : null,
    paymentMethod: input.paymentMethod,
    lines: [...lines.map((line) => line.snapshot), ...(gift ? [gift] : [])],
    subtotal: totals.subtotal.amount,
    shipping: totals.shipping?.amount ?? 0,
    discount: totals.discount.amount,
    discountCode: taken?.discount.code ?? null,
    total: totals.total.amount,
    vat: totals.vat.map((vat) => ({ rate: vat.rate, amount: vat.amount.amount })),
    giftCards: payment.used,
  }
}

/**
 * Step 3, in the order's transaction: the stock, the day's place, the discount use and the
 * vouchers taken, the order written and numbered, the source's own work done, the confirmation
 * queued. Returns the order and the products that sold out.
 */
export async function persistOrder(
  instance: Payload,
  req: PayloadRequest,
  placing: {
    key: string
    owner: CartOwner
    locale: Locale
    input: PlaceOrderInput
    /** The source's own work once the order is written (the shop empties the cart). */
    placed: (req: PayloadRequest) => Promise<void>
  },
  checked: CheckedDraft,
  priced: PricedOrder,
  {
    settings,
    calendar,
    links,
    now,
    send,
  }: Pick<OrderSetting, 'settings' | 'calendar'> & {
    links: OrderLinks
    now: () => Date
    send: (mail: Mail, req: PayloadRequest) => Promise<void>
  },
): Promise<{ order: OrderDoc; soldOut: number[] }> {
  const { key, input } = placing
  const { method, date, booking } = checked
  const { taken, payment } = priced
  const soldOut = await takeLinesStock(instance, req, checked.lines)
  const data = orderData(key, placing, input, checked, priced)
  if (method && date)
    await takeDayPlace(instance, req, calendar.capacity, method, date, booking.dates[method])
  const order = await instance.create({
    collection: 'orders',
    req,
    overrideAccess: true,
    depth: 0,
    data,
  })
  if (taken)
    await takeDiscountUse(instance, req, taken.discount, taken.shopper, taken.user, order.id)
  await takeGiftCardPayment(instance, req, payment, order.id)
  await placing.placed(req)
  const year = brusselsYear(now())
  const number = orderNumber(year, await nextInYear(instance, req, 'order_sequences', year))
  const paymentReference =
    input.paymentMethod === 'banktransfer'
      ? structuredCommunication(orderPaymentDigits(number))
      : null
  await numberOrder(instance, req, order.id, number, paymentReference)
  let created: OrderDoc = { ...order, number, paymentReference }
  // Paid in full by a voucher: nothing more to pay, and the paid hooks run now.
  if (payment.used.length > 0 && payment.totals.total.amount === 0)
    created = await markPaidByGiftCard(instance, req, order.id)
  await send(await confirmationMail(instance, created, links, settings), req)
  return { order: created, soldOut }
}
