import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { cacheTags, expire } from '@/collections/hooks/revalidate-tags'
import { log } from '@/logging/log'
import { orderConfirmationMail } from '@/mail/order-confirmation'
import { queueMail } from '@/mail/outbox'
import type { Mail } from '@/mail/transport'
import type { Config, Order as OrderDoc } from '@/payload-types'

import { type CartApi, CommerceError, type CheckoutApi } from '../provider'
import { lineTotal, wholeQuantity } from '../rules/cart-lines'
import { countryMatches, detailsAreComplete, paymentMethodsFor } from '../rules/checkout'
import { COUNTRIES } from '../rules/address'
import { bookingRefusal } from '../booking-options'
import { detailsCountry, pricedCountry, SHOP_COUNTRY } from '../rules/delivery-country'
import { handoverOf, needsHandover } from '../rules/handover'
import { isOnlineMethod } from '../rules/online-payment'
import { brusselsYear, orderNumber, orderPaymentDigits } from '../rules/order-number'
import { orderTotals, type Pricing } from '../rules/order-totals'
import { structuredCommunication } from '../rules/structured-communication'
import type { CheckoutDetails, Locale, PlacedOrder, PlaceOrderInput } from '../types'
import { lockCart } from './cart-lock'
import type { CartOwner } from './cart-lock'
import {
  type CheckoutProduct,
  clearCheckedOutCart,
  lockCheckoutCart,
  type OrderDraft,
} from './checkout-cart'
import { findCart } from './cart-store'
import { offeredOnline, type OrderPaymentSetup, startOnlinePayment } from './online-payment'
import { nativeOrderPayments } from './order-payment'
import { takeDiscountUse } from './discount-uses'
import { giftLine, orderDiscount } from './order-extras'
import { giftCardPayment, takeGiftCardPayment } from './gift-card-checkout'
import { orderAccessToken, ownerKey } from './order-access'
import { numberOrder } from './order-sequence'
import { nextInYear } from './year-sequence'
import { readPricing } from './pricing'
import { limitsOf } from './reshape'
import { cachedGlobal } from './settings-cache'
import { readCalendarRules } from './calendar-rules'
import { takeDayPlace } from './day-bookings'
import { readSession, shopperOwner } from './shopper-session'
import { reshapeOrder } from './orders'
import { ownPaymentLabels } from './payment-labels'
import { takeStock } from './stock'
import { transactionDb } from './transaction-db'
import { inTransaction } from './transaction'

const isDetails = (value: unknown): value is CheckoutDetails =>
  typeof value === 'object' && value !== null && 'billing' in value && 'email' in value

/** The order an attempt already placed, if any. */
async function orderByKey(
  payload: Payload,
  key: string,
  req?: PayloadRequest,
): Promise<{ id: number; number: string } | null> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ id: number; number: string }>(
    sql`SELECT id, number FROM orders WHERE idempotency_key = ${key}`,
  )
  return rows[0] ?? null
}

const placed = (secret: string, doc: { id: number; number: string }): PlacedOrder => ({
  orderId: String(doc.id),
  number: doc.number,
  accessToken: orderAccessToken(secret, doc.id),
  next: { kind: 'completed' },
})

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

/** The cart's lines as the order keeps them: name, unit, price and VAT rate as they are now. */
export function snapshotLines(
  cart: Pick<OrderDraft, 'lines' | 'deliveryMethod' | 'country'>,
  pricing: Pricing,
) {
  return cart.lines.map(({ product, quantity: asked, giftCard }) => {
    const quantity = wholeQuantity(limitsOf(product), asked)
    if (quantity === null) throw new CommerceError('invalid-quantity')
    const total = lineTotal({ amount: product.priceCents, currency: 'EUR' }, quantity)
    return {
      product,
      quantity,
      vatClass: product.vatClass,
      total,
      voucher: giftCard !== null,
      snapshot: {
        product: product.id,
        name: product.name,
        sku: product.sku,
        unit: product.unit,
        quantity,
        unitPrice: product.priceCents,
        vatRate: pricing.vat[pricedCountry(cart.deliveryMethod, cart.country)][product.vatClass],
        total: total.amount,
        ...(giftCard && product.giftCardCents !== null
          ? { giftCard: { ...giftCard, amount: product.giftCardCents } }
          : {}),
      },
    }
  })
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

/** The link to an order's page that its token opens, in the shopper's language. */
export type OrderLinks = (orderId: string, token: string, locale: Locale) => Promise<string>

type ShopSettings = Config['globals']['shop-settings']

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

/** What an order is placed from, locked until the order's transaction ends. */
export type OrderSource<T extends OrderDraft> = {
  owner: CartOwner
  locale: Locale
  /** Locks what the order is made of and reads it; null when there is nothing to order. */
  lock(req: PayloadRequest): Promise<T | null>
  /** Once the order is written, in its transaction: the shop empties the cart it came from. */
  placed?(req: PayloadRequest, draft: T): Promise<void>
}

export type PlaceOrder = <T extends OrderDraft>(
  source: OrderSource<T>,
  input: PlaceOrderInput,
) => Promise<PlacedOrder>

/**
 * Places an order in one transaction (docs/adr/0005-placing-an-order.md): everything checked
 * again, the stock taken, the order written and numbered, its confirmation e-mail queued (`send`,
 * sent once it commits) with a link from `links`. With `payments`, orders can be paid online.
 * The shop's checkout and the owner's phone orders both place their orders here.
 */
export function nativeOrderPlacement(
  payload: () => Promise<Payload>,
  cart: Pick<CartApi, 'bookingOptions'>,
  links: OrderLinks,
  now: () => Date = () => new Date(),
  send: (mail: Mail, req: PayloadRequest) => Promise<void> = (mail, req) =>
    queueMail(req.payload, req, mail),
  payments: OrderPaymentSetup | null = null,
): PlaceOrder {
  return async (source, input) => {
    const instance = await payload()
    const { owner, locale } = source
    const key = `${ownerKey(owner)}:${input.idempotencyKey}`
    const again = await orderByKey(instance, key)
    if (again) return placed(instance.secret, again)
    // Settings are read before the transaction: inside it, only its own connection may be used.
    // The dates of every delivery country: the draft's country is known once it is locked.
    const [pricing, settings, calendar, ...bookings] = await Promise.all([
      // The gift tiers' gifts named in the order's language, for its gift line.
      readPricing(instance, locale),
      cachedGlobal(instance, 'shop-settings'),
      readCalendarRules(instance),
      ...COUNTRIES.map((country) => cart.bookingOptions(country)),
    ])

    let created: OrderDoc | null = null
    let soldOut: number[] = []
    const doc = await inTransaction(instance, async (req) => {
      const cartDoc = await source.lock(req)
      if (!cartDoc) throw new CommerceError('cart-empty')
      // A second submit of the same attempt waited for the lock: the order is there now.
      const existing = await orderByKey(instance, key, req)
      if (existing) return existing

      const lines = snapshotLines(cartDoc, pricing)
      if (lines.length === 0) throw new CommerceError('cart-empty')
      // Gift vouchers only are e-mailed: no method, date, time or delivery address.
      const method = needsHandover(lines) ? cartDoc.deliveryMethod : null
      const date = method ? cartDoc.deliveryDate : null
      if (method && !date) throw new CommerceError('date-required')
      const booking = bookings[COUNTRIES.indexOf(cartDoc.country ?? SHOP_COUNTRY)]
      const refusal = method && date ? bookingRefusal(booking, method, date) : null
      if (refusal) throw refusal
      if (!cartDoc.termsAccepted) throw new CommerceError('terms-required')
      const details = cartDoc.checkout
      if (!isDetails(details) || !detailsAreComplete(details))
        throw new CommerceError('details-required')
      if (method && !countryMatches(details, method, cartDoc.country))
        throw new CommerceError('country-mismatch')
      // An online method the provider does not enable for this order fails when the payment
      // starts, and the shopper chooses again on the order's page.
      const online = payments !== null && isOnlineMethod(input.paymentMethod)
      if (!paymentMethodsFor(method).includes(input.paymentMethod) && !online)
        throw new CommerceError('payment-method-unavailable')

      const taken = await orderDiscount(instance, req, cartDoc, owner, details.email, lines, now())
      const payment = await giftCardPayment(
        instance,
        req,
        cartDoc.giftCardCode,
        orderTotals(lines, cartDoc.deliveryMethod, cartDoc.country, pricing, taken?.off ?? null),
      )
      const { totals } = payment
      if (input.expectedTotal !== undefined && input.expectedTotal !== totals.total.amount)
        throw new CommerceError('price-changed')
      soldOut = await takeLinesStock(instance, req, lines)
      const gift = giftLine(lines, pricing)

      const data: RequiredDataFromCollectionSlug<'orders'> = {
        // Numbered last (below), so that the year's counter stays locked for a moment only.
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
      await source.placed?.(req, cartDoc)
      const year = brusselsYear(now())
      const number = orderNumber(year, await nextInYear(instance, req, 'order_sequences', year))
      const paymentReference =
        input.paymentMethod === 'banktransfer'
          ? structuredCommunication(orderPaymentDigits(number))
          : null
      await numberOrder(instance, req, order.id, number, paymentReference)
      created = { ...order, number, paymentReference }
      // Paid in full by a voucher: nothing more to pay, and the paid hooks run now.
      if (payment.used.length > 0 && totals.total.amount === 0)
        created = await markPaidByGiftCard(instance, req, order.id)
      await send(await confirmationMail(instance, created, links, settings), req)
      return created
    })
    // Pages served from cache show a product as available until its tag expires.
    if (soldOut.length > 0) expire(soldOut.map((id) => cacheTags.product(id)))
    const result = placed(instance.secret, doc)
    if (!created || !payments || !isOnlineMethod(input.paymentMethod)) return result
    // After the commit: the order stands even when the provider is down, and its page offers
    // to try again.
    try {
      return {
        ...result,
        next: { kind: 'pay', url: await startOnlinePayment(instance, payments, doc.id) },
      }
    } catch (error) {
      log().error({ err: error, order: doc.number }, 'Starting an online payment failed')
      return result
    }
  }
}

/**
 * Checkout on Payload: details kept on the cart, the order placed from it by
 * `nativeOrderPlacement`. With `payments`, orders can be paid online.
 */
export function nativeCheckout(
  payload: () => Promise<Payload>,
  cart: CartApi,
  links: OrderLinks,
  now: () => Date = () => new Date(),
  send: (mail: Mail, req: PayloadRequest) => Promise<void> = (mail, req) =>
    queueMail(req.payload, req, mail),
  payments: OrderPaymentSetup | null = null,
): CheckoutApi {
  const place = nativeOrderPlacement(payload, cart, links, now, send, payments)
  return {
    ...nativeOrderPayments(payload, payments),

    async details(shopper) {
      const instance = await payload()
      const owner = readSession(instance.secret, shopper.session)
      if (!owner) return null
      const doc = await findCart(instance, owner, shopper.locale, 0)
      const stored = doc?.checkout
      return isDetails(stored) ? stored : null
    },

    async setDetails(shopper, details) {
      if (!detailsAreComplete(details)) throw new CommerceError('details-required')
      const current = await cart.get(shopper)
      if (current.lines.length === 0) throw new CommerceError('cart-empty')
      // The delivery address says where the order goes: the cart follows it, with that
      // country's delivery costs and VAT (a discount code does not depend on the country).
      const country = detailsCountry(details, handoverOf(current)) ?? current.country
      const instance = await payload()
      const owner = shopperOwner(instance.secret, shopper)
      await inTransaction(instance, async (req) => {
        const locked = await lockCart(instance, req, owner, false)
        if (!locked) throw new CommerceError('cart-empty')
        await instance.update({
          collection: 'carts',
          id: locked.id,
          data: { checkout: details, country },
          depth: 0,
          req,
          overrideAccess: true,
        })
      })
    },

    async paymentMethods(shopper) {
      const current = await cart.get(shopper)
      const online = payments
        ? await offeredOnline(payments.online, current.totals.total, shopper.locale)
        : []
      const own = paymentMethodsFor(handoverOf(current)).map((id) => ({
        id,
        label: ownPaymentLabels[id][shopper.locale],
      }))
      return [...online, ...own]
    },

    async placeOrder(shopper, input: PlaceOrderInput) {
      const instance = await payload()
      const owner = shopperOwner(instance.secret, shopper)
      return place(
        {
          owner,
          locale: shopper.locale,
          lock: (req) => lockCheckoutCart(instance, req, owner, shopper.locale),
          placed: (req, locked) => clearCheckedOutCart(instance, req, locked.id),
        },
        input,
      )
    },
  }
}
