import { createHash } from 'node:crypto'

import { log } from '@/logging/log'
import { orderConfirmationMail } from '@/mail/order-confirmation'
import { queuedMail } from '@/mail/outbox'
import type { Mail } from '@/mail/transport'

import { readBookingOptions } from '../booking-options'
import { bookingProblem } from '../rules/delivery-calendar'
import { cachedGlobal } from '../shop/settings-cache'
import { type CheckoutApi, CommerceError, type OrderLinks } from '../provider'
import { countryMatches, detailsAreComplete } from '../rules/checkout'
import { detailsCountry } from '../rules/delivery-country'
import { handoverOf } from '../rules/handover'
import { mayPayAgain } from '../rules/online-payment'
import type { AddressInput, PlacedOrder, PlaceOrderInput, Shopper } from '../types'
import { dateInAttributeInfo } from './attribute-date'
import { nopCart } from './cart'
import { selectShippingMethod } from './cart-change'
import { type NopOrderTotals, reshapeTotals } from './cart-reshape'
import {
  billingAddressRequest,
  detailsFromReview,
  type NopOrderReviewData,
  shippingAddressRequest,
} from './checkout-details-reshape'
import { type CheckoutStep, checkoutProblem, throwCheckoutProblem } from './checkout-refusals'
import type { NopContext } from './context'
import { NopHttpError, NopUnavailable } from './http-client'
import { nopOrderAccessToken } from './order-access'
import { type NopOrderRecord, nopOrderRecords } from './order-records'
import { handoverOfDetails, type KeptOrder, type NopOrderDetails } from './order-reshape'
import { nopOrders, readOrderDetails } from './orders'
import {
  type NopPaymentMethod,
  paymentLabel,
  paymentMethodOfName,
  paymentOptions,
  paymentSystemName,
} from './payment-methods'
import { readNopSession } from './session'
import { selectedShippingIs } from './shipping-options'

type NopConfirmModel = {
  warnings?: string[] | null
  shoppingCart?: { orderReviewData?: NopOrderReviewData | null } | null
  orderTotals?: NopOrderTotals | null
}

/** ConfirmOrderResponse: a placed order's id, or the confirm model with nopCommerce's warnings. */
type NopConfirmOrderAnswer = {
  redirectToMethod?: string | null
  id?: number | null
  model?: NopConfirmModel | null
}

/** PaymentMethodResponse: the methods, or the next step when there is nothing to choose. */
type NopPaymentMethodAnswer = {
  redirectToMethod?: string | null
  model?: { paymentMethods?: NopPaymentMethod[] | null } | null
}

/** NewBillingAddressResponse, NewShippingAddressResponse: the next step, or the form again. */
type NopAddressAnswer = { redirectToMethod?: string | null }

/** Checkout/Completed: the customer's latest order. */
type NopCompletedAnswer = { model?: { orderId?: number | null } | null }

/** How the nopCommerce checkout confirms an order by e-mail: the link to its page, and how. */
export type NopCheckoutOptions = {
  /** The order's page that its access token opens; without it, no confirmation is mailed. */
  links?: OrderLinks
  send?: (mail: Mail) => Promise<void>
  /** How long a claimed attempt may go unanswered before another submit takes it over. */
  staleAfterMs?: number
}

/** ConfirmOrder went unanswered: nopCommerce may have placed the order, or not. */
class ConfirmUnanswered extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How long an earlier order's time may read before the claim (nopCommerce's user time zone). */
const CLOCK_SLACK_MS = 14 * 60 * 60 * 1000

/**
 * An attempt's key as its record keeps it: the shopper's own key, prefixed with who the shopper
 * is in nopCommerce, so that one shopper's key never finds another's order.
 */
function attemptKey(session: string, idempotencyKey: string) {
  const { customerId, token } = readNopSession(session)
  const owner =
    customerId ?? `t${createHash('sha256').update(token).digest('base64url').slice(0, 16)}`
  return `${owner}:${idempotencyKey}`
}

/**
 * Checkout over the plugin's Checkout controller. The cart's delivery method, date, terms and
 * country are the cart's checkout attributes, which nopCommerce copies onto the order; the
 * calendar is the shop's in Payload. ConfirmOrder reads no body: what nopCommerce cannot hold
 * (the attempt's key, the shopper's language, the date as a date) the storefront keeps in its
 * record of the order, claimed before ConfirmOrder is sent so that it is sent once per attempt.
 *
 * nopCommerce pays through its own payment plugins and follows their payments itself; the shop's
 * are offline (bank transfer, paying in the shop). So nothing here starts or asks after an online
 * payment (the backend has no `payments`), and paying again keeps the order's own method
 * (nopCommerce lets nobody change a placed order's payment method).
 */
export function nopCheckout(
  context: NopContext,
  { links, send = queuedMail(context.payload), staleAfterMs = 120_000 }: NopCheckoutOptions = {},
): CheckoutApi {
  const { client } = context
  const cart = nopCart(context)
  const orders = nopOrders(context)
  const records = nopOrderRecords(context.payload)

  const session = (shopper: Shopper) => {
    if (!shopper.session) throw new CommerceError('no-shopper')
    return shopper.session
  }

  /** A checkout call, its refusals thrown as the shopper's problems. */
  async function step<T>(name: CheckoutStep, call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      throwCheckoutProblem(error, name)
    }
  }

  const confirmModel = (token: string) =>
    step('confirm', () => client.get<NopConfirmModel>('Checkout/Confirm', { token }))

  /** The methods nopCommerce offers; none when it has nothing to choose (or refuses). */
  async function offeredMethods(token: string): Promise<NopPaymentMethod[]> {
    try {
      const answer = await client.get<NopPaymentMethodAnswer>('Checkout/PaymentMethod', { token })
      return answer.model?.paymentMethods ?? []
    } catch (error) {
      if (checkoutProblem(error, 'payment')) return []
      throw error
    }
  }

  /** A new address nopCommerce took, or the form it answered again (an attribute missing). */
  async function newAddress(path: string, token: string, json: unknown) {
    const answer = await step('address', () => client.post<NopAddressAnswer>(path, { token, json }))
    if (!answer.redirectToMethod) throw new CommerceError('details-required')
  }

  /**
   * Saves a delivery address of its own, then the billing address (`saveBilling`). The delivery
   * address is put back when the billing address is refused, so that a refusal changes nothing;
   * without one of its own before, the order went to the billing address.
   */
  async function withDeliveryAddress(
    token: string,
    address: AddressInput,
    saveBilling: () => Promise<unknown>,
  ) {
    const review = (await confirmModel(token)).shoppingCart?.orderReviewData
    const before = review?.shippingAddress?.id || review?.billingAddress?.id
    await newAddress('Checkout/NewShippingAddress', token, shippingAddressRequest(address))
    try {
      await saveBilling()
    } catch (error) {
      if (before) await client.get(`Checkout/SelectShippingAddress/${before}`, { token })
      throw error
    }
  }

  /**
   * Checks the cart as the storefront sells it and readies nopCommerce's checkout for it (the
   * shipping method again where nopCommerce let go of it, the payment method): what the order
   * keeps that nopCommerce cannot.
   */
  async function readyToConfirm(shopper: Shopper, input: PlaceOrderInput): Promise<KeptOrder> {
    const token = session(shopper)
    // Refused for an empty cart, or a session nopCommerce no longer knows.
    let confirm = await confirmModel(token)
    const current = await cart.get(shopper)
    if (current.lines.length === 0) throw new CommerceError('cart-empty')
    const booking = await readBookingOptions(await context.payload(), new Date(), current.country)
    // Gift vouchers only: nothing is shipped, so no method, date or shipping step (handover.ts).
    const method = handoverOf(current)
    const date = method ? current.deliveryDate : null
    if (method && !date) throw new CommerceError('date-required')
    const problem = method && date ? bookingProblem(booking, method, date) : null
    if (problem) throw new CommerceError(problem)
    if (!current.termsAccepted) throw new CommerceError('terms-required')
    // nopCommerce lets go of the method when a line or the billing address changes.
    if (method && !selectedShippingIs(confirm.shoppingCart?.orderReviewData ?? {}, method)) {
      await selectShippingMethod(client, token, method).catch((error: unknown) => {
        // nopCommerce offers the method no more (or refused it): the order cannot go as it is.
        if (error instanceof CommerceError && error.code === 'change-unavailable')
          throw new CommerceError('order-refused')
        throw error
      })
      confirm = await confirmModel(token)
    }
    const details = detailsFromReview(confirm.shoppingCart?.orderReviewData ?? {})
    if (!details || !detailsAreComplete(details)) throw new CommerceError('details-required')
    if (method && !countryMatches(details, method, current.country))
      throw new CommerceError('country-mismatch')
    const offered = paymentOptions(await offeredMethods(token), shopper.locale, method)
    if (!offered.some((option) => option.id === input.paymentMethod))
      throw new CommerceError('payment-method-unavailable')
    const total = reshapeTotals(confirm.orderTotals ?? {}).total.amount
    if (input.expectedTotal !== undefined && input.expectedTotal !== total)
      throw new CommerceError('price-changed')
    const selection = await step('payment', () =>
      client.post<{ redirectToMethod?: string | null }>('Checkout/SelectPaymentMethod', {
        token,
        query: { paymentMethod: paymentSystemName(input.paymentMethod) },
      }),
    )
    if (selection.redirectToMethod === 'PaymentMethod')
      throw new CommerceError('payment-method-unavailable')
    return {
      locale: shopper.locale,
      deliveryMethod: method,
      deliveryDate: date,
      paymentMethod: input.paymentMethod,
    }
  }

  /** ConfirmOrder, with no body: the id of the order nopCommerce placed. */
  async function confirmOrder(token: string): Promise<number> {
    let answer: NopConfirmOrderAnswer
    try {
      answer = await client.post<NopConfirmOrderAnswer>('Checkout/ConfirmOrder', { token })
    } catch (error) {
      if (error instanceof NopUnavailable) throw new ConfirmUnanswered()
      throwCheckoutProblem(error, 'place')
    }
    // Refused with the confirm model and nopCommerce's warnings, in its own words.
    if (!answer.id) throw new CommerceError('order-refused')
    return answer.id
  }

  /** The order as the storefront answers it, and its confirmation mailed when `mail`. */
  async function answered(record: NopOrderRecord, mail: boolean): Promise<PlacedOrder> {
    const nopOrderId = record.nopOrderId!
    const details =
      (record.session && (await readOrderDetails(context, record.session, nopOrderId))) ||
      record.lastSeen
    if (!details) throw new CommerceError('backend-unavailable')
    if (record.number !== details.customOrderNumber) await records.seen(record.id, details)
    const secret = (await context.payload()).secret
    if (mail) await confirmByMail(record, details, secret)
    return {
      orderId: String(nopOrderId),
      number: details.customOrderNumber,
      accessToken: nopOrderAccessToken(secret, nopOrderId),
      next: { kind: 'completed' },
    }
  }

  /** Mails the storefront's confirmation with the order's link; a failure is logged. */
  async function confirmByMail(record: NopOrderRecord, details: NopOrderDetails, secret: string) {
    if (!links) return
    try {
      const instance = await context.payload()
      const order = await orders.shown(details, record.kept?.locale ?? 'nl', record)
      const link = await links(
        order.id,
        nopOrderAccessToken(secret, record.nopOrderId!),
        order.locale,
      )
      const { bankTransfer } = await cachedGlobal(instance, 'shop-settings')
      const bank = {
        accountHolder: bankTransfer?.accountHolder ?? '',
        iban: bankTransfer?.iban ?? '',
        bic: bankTransfer?.bic ?? '',
      }
      await send(await orderConfirmationMail(order, bank, link))
    } catch (error) {
      log().error(
        { err: error, order: details.customOrderNumber },
        'Order confirmation mail failed',
      )
    }
  }

  /** Places the order of an attempt this call claimed. */
  async function placeClaimed(shopper: Shopper, input: PlaceOrderInput, claim: NopOrderRecord) {
    const token = session(shopper)
    let kept: KeptOrder
    let nopOrderId: number
    try {
      kept = await readyToConfirm(shopper, input)
      nopOrderId = await confirmOrder(token)
    } catch (error) {
      if (error instanceof ConfirmUnanswered) {
        await records.uncertain(claim.id)
        throw new CommerceError('backend-unavailable')
      }
      await records.release(claim.id)
      throw error
    }
    const record = await records.placed(claim.id, { nopOrderId, kept, session: token })
    return answered(record, true)
  }

  /**
   * The order an attempt placed though it never heard so (ConfirmOrder unanswered, or the
   * storefront stopped): the customer's latest order, when no other record has it and it is not
   * older than the attempt.
   */
  async function placedUnheard(shopper: Shopper, record: NopOrderRecord) {
    const token = session(shopper)
    const completed = await client
      .get<NopCompletedAnswer>('Checkout/Completed', { token })
      .catch((error: unknown) => {
        if (error instanceof NopHttpError) return null
        throw error
      })
    const orderId = completed?.model?.orderId
    if (!orderId || (await records.byOrderId(orderId))) return null
    const details = await readOrderDetails(context, token, orderId)
    if (!details) return null
    if (Date.parse(details.createdOn) < Date.parse(record.createdAt) - CLOCK_SLACK_MS) return null
    const method = handoverOfDetails(details)
    const kept: KeptOrder = {
      locale: shopper.locale,
      deliveryMethod: method,
      deliveryDate: method ? (dateInAttributeInfo(details.checkoutAttributeInfo) ?? '') : null,
      paymentMethod: paymentMethodOfName(details.paymentMethod),
    }
    const placed = await records.placed(record.id, { nopOrderId: orderId, kept, session: token })
    return answered(placed, true)
  }

  const isStale = (record: NopOrderRecord) =>
    Date.now() - Date.parse(record.updatedAt) > staleAfterMs

  /**
   * One attempt at an order: its record says whether it was placed, is being placed by another
   * submit (this one waits for it), or is this call's to place.
   */
  async function attempt(shopper: Shopper, input: PlaceOrderInput): Promise<PlacedOrder> {
    const key = attemptKey(session(shopper), input.idempotencyKey)
    const giveUpAt = Date.now() + 2 * staleAfterMs
    while (Date.now() < giveUpAt) {
      const record = await records.byKey(key)
      if (!record) {
        const claim = await records.claim(key)
        if (claim) return placeClaimed(shopper, input, claim)
        continue
      }
      if (record.stage === 'placed') return answered(record, false)
      if (record.stage === 'uncertain' || isStale(record)) {
        const unheard = await placedUnheard(shopper, record)
        if (unheard) return unheard
        if (await records.takeOver(record))
          return placeClaimed(shopper, input, { ...record, stage: 'claimed' })
        continue
      }
      await sleep(100)
    }
    throw new CommerceError('backend-unavailable')
  }

  return {
    async details(shopper) {
      if (!shopper.session) return null
      const model = await confirmModel(shopper.session).catch((error: unknown) => {
        if (error instanceof CommerceError && error.code !== 'backend-unavailable') return null
        throw error
      })
      const review = model?.shoppingCart?.orderReviewData
      return review ? detailsFromReview(review) : null
    },

    async setDetails(shopper, details) {
      if (!detailsAreComplete(details)) throw new CommerceError('details-required')
      const token = session(shopper)
      const current = await cart.get(shopper)
      if (current.lines.length === 0) throw new CommerceError('cart-empty')
      const billing = () =>
        newAddress(
          'Checkout/NewBillingAddress',
          token,
          billingAddressRequest(details, current.deliveryMethod),
        )
      const addresses = () =>
        current.deliveryMethod === 'delivery' && details.shipping
          ? withDeliveryAddress(token, details.shipping, billing)
          : billing()
      // The delivery address says where the order goes: the cart follows it (that country's
      // delivery and VAT), and goes back when nopCommerce refuses the address.
      const country = detailsCountry(details, handoverOf(current))
      if (!country || country === current.country) return void (await addresses())
      await cart.change(shopper, { type: 'country', country })
      try {
        await addresses()
      } catch (error) {
        await cart
          .change(shopper, { type: 'country', country: current.country })
          .catch((undo: unknown) =>
            log().error({ err: undo }, 'Putting the cart’s country back failed'),
          )
        throw error
      }
    },

    async paymentMethods(shopper, known) {
      if (!shopper.session) return []
      const [offered, current] = await Promise.all([
        offeredMethods(shopper.session),
        known ?? cart.get(shopper),
      ])
      return paymentOptions(offered, shopper.locale, handoverOf(current))
    },

    placeOrder: attempt,

    async orderPaymentMethods(shopper, orderId) {
      const order = await orders.get(shopper, orderId)
      if (!order || !mayPayAgain({ ...order, online: order.payment.online })) return []
      const label = paymentLabel(order.payment.method, shopper.locale)
      return label ? [{ id: order.payment.method, label }] : []
    },

    async payAgain(shopper, orderId, paymentMethod) {
      const order = await orders.get(shopper, orderId)
      if (!order || !mayPayAgain({ ...order, online: order.payment.online }))
        throw new CommerceError('order-not-payable')
      if (paymentMethod !== order.payment.method)
        throw new CommerceError('payment-method-unavailable')
      // Paying an offline order again is paying it as it says: nothing changes in nopCommerce.
      return { kind: 'completed' }
    },
  }
}
