import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { log } from '@/lib/log'
import { orderConfirmationMail } from '@/mail/order-confirmation'
import { type Mail, sendMail } from '@/mail/transport'
import type { Cart as CartDoc, Order as OrderDoc, Product as ProductDoc } from '@/payload-types'

import { type CartApi, CommerceError, type CheckoutApi } from '../provider'
import { lineTotal, wholeQuantity } from '../rules/cart-lines'
import { countryMatches, detailsAreComplete, paymentMethodsFor } from '../rules/checkout'
import { brusselsYear, orderNumber, orderPaymentDigits } from '../rules/order-number'
import { orderTotals, type Pricing } from '../rules/order-totals'
import { structuredCommunication } from '../rules/structured-communication'
import type { CheckoutDetails, Locale, PlacedOrder, PlaceOrderInput, Shopper } from '../types'
import { type CartOwner, lockCart } from './cart-lock'
import { saleableProduct } from './cart-reshape'
import { findCart } from './cart-store'
import { orderAccessToken, ownerKey } from './order-access'
import { nextOrderSequence, numberOrder } from './order-sequence'
import { readPricing } from './pricing'
import { limitsOf } from './reshape'
import { readSession } from './shopper-session'
import { reshapeOrder } from './orders'
import { takeStock } from './stock'
import { inTransaction } from './transaction'

const paymentLabels: Record<string, Record<Locale, string>> = {
  banktransfer: { nl: 'Overschrijving', fr: 'Virement bancaire', en: 'Bank transfer' },
  'pay-at-pickup': {
    nl: 'Betalen bij het afhalen',
    fr: 'Payer au retrait',
    en: 'Pay when you pick up',
  },
}

const isDetails = (value: unknown): value is CheckoutDetails =>
  typeof value === 'object' && value !== null && 'billing' in value && 'email' in value

function ownerOrThrow(payload: Payload, shopper: Shopper): CartOwner {
  const owner = readSession(payload.secret, shopper.session)
  if (!owner) throw new CommerceError('no-shopper')
  return owner
}

async function orderByKey(payload: Payload, key: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const placed = (secret: string, doc: OrderDoc): PlacedOrder => ({
  orderId: String(doc.id),
  number: doc.number,
  accessToken: orderAccessToken(secret, doc.id),
  next: { kind: 'completed' },
})

/** Takes every line's quantity from the stock, or throws what ran out (the transaction undoes). */
async function takeLinesStock(
  payload: Payload,
  req: PayloadRequest,
  lines: Array<{ product: ProductDoc; quantity: number }>,
) {
  for (const { product, quantity } of lines) {
    if (await takeStock(payload, req, product.id, quantity)) continue
    const now = await payload.findByID({ collection: 'products', id: product.id, depth: 0, req })
    throw new CommerceError(now.stock > 0 ? 'not-enough-stock' : 'out-of-stock')
  }
}

/** The cart's lines as the order keeps them: name, unit, price and VAT rate as they are now. */
function snapshotLines(cart: CartDoc, pricing: Pricing) {
  const country = cart.country ?? 'BE'
  return (cart.lines ?? []).flatMap((line) => {
    const product = saleableProduct(line)
    if (!product) return []
    const quantity = wholeQuantity(limitsOf(product), line.quantity)
    if (quantity === null) throw new CommerceError('invalid-quantity')
    const unitPrice = product.priceCents
    return [
      {
        product,
        quantity,
        vatClass: product.vatClass,
        total: lineTotal({ amount: product.priceCents, currency: 'EUR' }, quantity),
        snapshot: {
          product: product.id,
          name: product.name,
          sku: product.sku ?? null,
          unit: product.unit,
          quantity,
          unitPrice,
          vatRate: pricing.vat[country][product.vatClass],
          total: lineTotal({ amount: unitPrice, currency: 'EUR' }, quantity).amount,
        },
      },
    ]
  })
}

/** The link to an order's page that its token opens, in the shopper's language. */
export type OrderLinks = (orderId: string, token: string, locale: Locale) => Promise<string>

/** Mails the confirmation of a placed order; a failure is logged, the order stands. */
async function confirmByMail(
  instance: Payload,
  doc: OrderDoc,
  links: OrderLinks,
  send: (mail: Mail) => Promise<void>,
) {
  const { bankTransfer } = await instance.findGlobal({ slug: 'shop-settings', depth: 0 })
  const order = reshapeOrder(doc)
  const link = await links(order.id, orderAccessToken(instance.secret, doc.id), order.locale)
  const bank = {
    accountHolder: bankTransfer?.accountHolder ?? '',
    iban: bankTransfer?.iban ?? '',
    bic: bankTransfer?.bic ?? '',
  }
  await send(await orderConfirmationMail(order, bank, link))
}

/**
 * Checkout on Payload: details kept on the cart, the order placed in one transaction, then
 * confirmed by e-mail with a link from `links`.
 */
export function nativeCheckout(
  payload: () => Promise<Payload>,
  cart: CartApi,
  links: OrderLinks,
  now: () => Date = () => new Date(),
  send: (mail: Mail) => Promise<void> = sendMail,
): CheckoutApi {
  async function lockedCartDoc(
    instance: Payload,
    req: PayloadRequest,
    owner: CartOwner,
    locale: Locale,
  ) {
    const locked = await lockCart(instance, req, owner, false)
    if (!locked) throw new CommerceError('cart-empty')
    return instance.findByID({
      collection: 'carts',
      id: locked.id,
      depth: 1,
      locale,
      req,
      overrideAccess: true,
    })
  }

  return {
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
      if (!countryMatches(details, current.deliveryMethod, current.country))
        throw new CommerceError('country-mismatch')
      const instance = await payload()
      const owner = ownerOrThrow(instance, shopper)
      await inTransaction(instance, async (req) => {
        const locked = await lockCart(instance, req, owner, false)
        if (!locked) throw new CommerceError('cart-empty')
        await instance.update({
          collection: 'carts',
          id: locked.id,
          data: { checkout: details },
          depth: 0,
          req,
          overrideAccess: true,
        })
      })
    },

    async paymentMethods(shopper) {
      const { deliveryMethod } = await cart.get(shopper)
      return paymentMethodsFor(deliveryMethod).map((id) => ({
        id,
        label: paymentLabels[id][shopper.locale],
      }))
    },

    async placeOrder(shopper, input: PlaceOrderInput) {
      const instance = await payload()
      const owner = ownerOrThrow(instance, shopper)
      const key = `${ownerKey(owner)}:${input.idempotencyKey}`
      const again = await orderByKey(instance, key)
      if (again) return placed(instance.secret, again)
      // Settings are read before the transaction: inside it, only its own connection may be used.
      const [pricing, booking] = await Promise.all([readPricing(instance), cart.bookingOptions()])

      let created = false
      const doc = await inTransaction(instance, async (req) => {
        const cartDoc = await lockedCartDoc(instance, req, owner, shopper.locale)
        // A second submit of the same attempt waited for the cart's lock: the order is there now.
        const existing = await orderByKey(instance, key, req)
        if (existing) return existing

        const lines = snapshotLines(cartDoc, pricing)
        if (lines.length === 0) throw new CommerceError('cart-empty')
        const method = cartDoc.deliveryMethod
        if (!cartDoc.deliveryDate) throw new CommerceError('date-required')
        if (!booking.dates[method].includes(cartDoc.deliveryDate))
          throw new CommerceError('date-unavailable')
        if (!cartDoc.termsAccepted) throw new CommerceError('terms-required')
        const details = cartDoc.checkout
        if (!isDetails(details) || !detailsAreComplete(details))
          throw new CommerceError('details-required')
        if (!countryMatches(details, method, cartDoc.country))
          throw new CommerceError('country-mismatch')
        if (!paymentMethodsFor(method).includes(input.paymentMethod))
          throw new CommerceError('payment-method-unavailable')

        const totals = orderTotals(lines, method, cartDoc.country, pricing)
        if (input.expectedTotal !== undefined && input.expectedTotal !== totals.total.amount)
          throw new CommerceError('price-changed')
        await takeLinesStock(instance, req, lines)

        const data: RequiredDataFromCollectionSlug<'orders'> = {
          // Numbered last (below), so that the year's counter stays locked for a moment only.
          number: `pending-${key}`,
          status: 'pending',
          paymentStatus: 'pending',
          shippingStatus: 'not-shipped',
          customer: owner.customerId,
          guestId: owner.guestId,
          idempotencyKey: key,
          locale: shopper.locale,
          email: details.email.trim().toLowerCase(),
          phone: details.phone.trim(),
          billingAddress: details.billing,
          shippingAddress:
            method === 'delivery' ? (details.shipping ?? details.billing) : undefined,
          deliveryMethod: method,
          deliveryDate: cartDoc.deliveryDate,
          paymentMethod: input.paymentMethod,
          lines: lines.map((line) => line.snapshot),
          subtotal: totals.subtotal.amount,
          shipping: totals.shipping?.amount ?? 0,
          discount: totals.discount.amount,
          total: totals.total.amount,
          vat: totals.vat.map((vat) => ({ rate: vat.rate, amount: vat.amount.amount })),
        }
        const order = await instance.create({
          collection: 'orders',
          req,
          overrideAccess: true,
          depth: 0,
          data,
        })
        await instance.update({
          collection: 'carts',
          id: cartDoc.id,
          data: { lines: [], deliveryDate: null, termsAccepted: false },
          depth: 0,
          req,
          overrideAccess: true,
        })
        const year = brusselsYear(now())
        const number = orderNumber(year, await nextOrderSequence(instance, req, year))
        const paymentReference =
          input.paymentMethod === 'banktransfer'
            ? structuredCommunication(orderPaymentDigits(number))
            : null
        await numberOrder(instance, req, order.id, number, paymentReference)
        created = true
        return { ...order, number, paymentReference }
      })
      if (created)
        await confirmByMail(instance, doc, links, send).catch((error: unknown) =>
          log().error({ err: error, order: doc.number }, 'Order confirmation mail failed'),
        )
      return placed(instance.secret, doc)
    },
  }
}
