import { readBookingOptions } from '../booking-options'
import { type CheckoutApi, CommerceError } from '../provider'
import { countryMatches, detailsAreComplete } from '../rules/checkout'
import { mayPayAgain } from '../rules/online-payment'
import type { AddressInput, PlacedOrder, Shopper } from '../types'
import { nopCart } from './cart'
import { selectShippingMethod } from './cart-change'
import { type NopOrderTotals, reshapeTotals } from './cart-reshape'
import {
  billingAddressRequest,
  detailsFromReview,
  type NopOrderReviewData,
  shippingAddressRequest,
} from './checkout-details-reshape'
import type { NopContext } from './context'
import { isUnauthorized, NopHttpError } from './http-client'
import { orderCustomValues } from './order-custom-values'
import type { NopOrderDetails } from './order-reshape'
import { nopOrders, orderDetails } from './orders'
import {
  type NopPaymentMethod,
  paymentLabel,
  paymentOptions,
  paymentSystemName,
} from './payment-methods'
import { refusalText, refusedWith } from './refusal'
import { selectedShippingIs } from './shipping-options'

type NopConfirmModel = {
  warnings?: string[] | null
  shoppingCart?: { orderReviewData?: NopOrderReviewData | null } | null
  orderTotals?: NopOrderTotals | null
}

type NopConfirmOrderAnswer = {
  redirectToMethod?: 'Redirect' | 'Completed' | null
  id?: number | null
  model?: NopConfirmModel | null
}

type NopPaymentMethodAnswer = {
  redirectToMethod?: string | null
  model?: { paymentMethods?: NopPaymentMethod[] } | null
}

/** Checkout/Completed: the "order completed" page of an order, by default the customer's latest. */
type NopCompletedAnswer = {
  id?: number | null
  model?: { orderId?: number | null } | null
}

/**
 * How the plugin's checkout steps refuse: 400 for an empty cart ("Your cart is empty") or a guest
 * where the shop wants an account, 404 when the shop has closed its checkout.
 */
const isRefusal = (error: unknown) => refusedWith(error, 400, 404)

/**
 * Checkout over the plugin's Checkout controller. The cart's delivery method, date, terms and
 * country are the cart's checkout attributes; the calendar is the shop's in Payload.
 *
 * nopCommerce pays through its own payment plugins and follows their payments itself; the shop's
 * are offline (bank transfer, paying in the shop). So nothing here starts or asks after an online
 * payment: `refreshPayment` and `paymentChanged` have nothing to do, and paying again keeps the
 * order's own method (nopCommerce lets nobody change a placed order's payment method).
 */
export function nopCheckout(context: NopContext): CheckoutApi {
  const { client } = context
  const cart = nopCart(context)
  const orders = nopOrders(context)

  const session = (shopper: Shopper) => {
    if (!shopper.session) throw new CommerceError('no-shopper')
    return shopper.session
  }

  /** The confirm page's model; nopCommerce's refusal (an empty cart) is thrown as it is. */
  async function confirmModel(token: string): Promise<NopConfirmModel> {
    try {
      return await client.get<NopConfirmModel>('Checkout/Confirm', { token })
    } catch (error) {
      if (isUnauthorized(error)) throw new CommerceError('no-shopper')
      throw error
    }
  }

  async function offeredMethods(token: string): Promise<NopPaymentMethod[]> {
    try {
      const answer = await client.get<NopPaymentMethodAnswer>('Checkout/PaymentMethod', { token })
      return answer.model?.paymentMethods ?? []
    } catch (error) {
      if (isRefusal(error) || isUnauthorized(error)) return []
      throw error
    }
  }

  /**
   * The placed order as the storefront names it. Its access token is nopCommerce's order GUID.
   * A payment plugin that redirects (none of the shop's) is not followed: its order's page shows
   * how it stands.
   */
  const placedOrder = (order: NopOrderDetails): PlacedOrder => ({
    orderId: String(order.id),
    number: order.customOrderNumber,
    accessToken: order.orderGuid,
    next: { kind: 'completed' },
  })

  async function placed(token: string, orderId: number): Promise<PlacedOrder> {
    const order = await orderDetails(context, { token, orderId: String(orderId) })
    if (!order) throw new Error(`nopCommerce does not show the order ${orderId} it placed`)
    return placedOrder(order)
  }

  /**
   * The customer's latest order when this attempt placed it (it carries the attempt's key): the
   * same attempt sent again once its order emptied the cart. Only looked up, never confirmed.
   */
  async function placedBefore(token: string, key: string): Promise<PlacedOrder | null> {
    let answer: NopCompletedAnswer
    try {
      answer = await client.get<NopCompletedAnswer>('Checkout/Completed', { token })
    } catch (error) {
      if (isUnauthorized(error)) throw new CommerceError('no-shopper')
      if (error instanceof NopHttpError) return null
      throw error
    }
    const orderId = answer.model?.orderId || answer.id
    if (!orderId) return null
    const order = await orderDetails(context, { token, orderId: String(orderId) })
    const custom = order?.customValues ?? {}
    return order && custom[orderCustomValues.idempotencyKey] === key ? placedOrder(order) : null
  }

  async function withEmptyCart(token: string, key: string): Promise<PlacedOrder> {
    const again = await placedBefore(token, key)
    if (again) return again
    throw new CommerceError('cart-empty')
  }

  /**
   * A checkout step nopCommerce refused: the cart emptied meanwhile (by this very attempt, sent
   * twice at once, perhaps), or a refusal in nopCommerce's own words.
   */
  async function refused(shopper: Shopper, key: string, error: unknown): Promise<PlacedOrder> {
    if ((await cart.itemCount(shopper)) === 0) return withEmptyCart(session(shopper), key)
    throw new CommerceError('change-unavailable', refusalText(error))
  }

  /** A step of placing the order, with nopCommerce's refusals as the shopper's problems. */
  async function step<T>(
    shopper: Shopper,
    key: string,
    call: () => Promise<T>,
  ): Promise<{ done: T } | { refused: PlacedOrder }> {
    try {
      return { done: await call() }
    } catch (error) {
      if (isUnauthorized(error)) throw new CommerceError('no-shopper')
      if (isRefusal(error)) return { refused: await refused(shopper, key, error) }
      throw error
    }
  }

  /** Confirms the order; the attempt's key makes nopCommerce answer an order it already placed. */
  async function confirmOrder(shopper: Shopper, key: string, customValues: Record<string, string>) {
    const token = session(shopper)
    const answer = await step(shopper, key, () =>
      client.post<NopConfirmOrderAnswer>('Checkout/ConfirmOrder', {
        token,
        dictionary: customValues,
      }),
    )
    if ('refused' in answer) return answer.refused
    if (!answer.done.id) {
      const warnings = answer.done.model?.warnings ?? []
      throw new CommerceError('change-unavailable', warnings.join(' ') || undefined)
    }
    return placed(token, answer.done.id)
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
    await client.post('Checkout/NewShippingAddress', {
      token,
      json: shippingAddressRequest(address),
    })
    try {
      await saveBilling()
    } catch (error) {
      if (before) await client.get(`Checkout/SelectShippingAddress/${before}`, { token })
      throw error
    }
  }

  return {
    async details(shopper) {
      if (!shopper.session) return null
      const model = await confirmModel(shopper.session).catch((error: unknown) => {
        if (error instanceof CommerceError && error.code === 'no-shopper') return null
        if (isRefusal(error)) return null
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
      if (!countryMatches(details, current.deliveryMethod, current.country))
        throw new CommerceError('country-mismatch')
      const billing = () =>
        client.post('Checkout/NewBillingAddress', {
          token,
          json: billingAddressRequest(details, current.deliveryMethod),
        })
      try {
        if (current.deliveryMethod === 'delivery' && details.shipping)
          await withDeliveryAddress(token, details.shipping, billing)
        else await billing()
      } catch (error) {
        if (isUnauthorized(error)) throw new CommerceError('no-shopper')
        if (error instanceof NopHttpError)
          throw new CommerceError('details-required', refusalText(error))
        throw error
      }
    },

    async paymentMethods(shopper) {
      if (!shopper.session) return []
      return paymentOptions(await offeredMethods(shopper.session), shopper.locale)
    },

    async placeOrder(shopper, input) {
      const token = session(shopper)
      const key = input.idempotencyKey
      const customValues: Record<string, string> = {
        [orderCustomValues.idempotencyKey]: key,
        [orderCustomValues.language]: shopper.locale,
      }
      const [current, booking] = await Promise.all([
        cart.get(shopper),
        readBookingOptions(await context.payload(), new Date()),
      ])
      // An empty cart may be this attempt's, placed already.
      if (current.lines.length === 0) return withEmptyCart(token, key)
      const review = await step(shopper, key, () => confirmModel(token))
      if ('refused' in review) return review.refused
      let confirm = review.done

      const method = current.deliveryMethod
      if (!current.deliveryDate) throw new CommerceError('date-required')
      if (!booking.dates[method].includes(current.deliveryDate))
        throw new CommerceError('date-unavailable')
      if (!current.termsAccepted) throw new CommerceError('terms-required')
      // nopCommerce lets go of the method when a line changes, here or on its own site.
      if (!selectedShippingIs(confirm.shoppingCart?.orderReviewData ?? {}, method)) {
        const selected = await step(shopper, key, async () => {
          await selectShippingMethod(client, token, method)
          return confirmModel(token)
        })
        if ('refused' in selected) return selected.refused
        confirm = selected.done
      }
      const details = detailsFromReview(confirm.shoppingCart?.orderReviewData ?? {})
      if (!details || !detailsAreComplete(details)) throw new CommerceError('details-required')
      if (!countryMatches(details, method, current.country))
        throw new CommerceError('country-mismatch')
      const offered = paymentOptions(await offeredMethods(token), shopper.locale)
      if (!offered.some((option) => option.id === input.paymentMethod))
        throw new CommerceError('payment-method-unavailable')
      const total = reshapeTotals(confirm.orderTotals ?? {}).total.amount
      if (input.expectedTotal !== undefined && input.expectedTotal !== total)
        throw new CommerceError('price-changed')

      const selection = await step(shopper, key, () =>
        client.post<{ redirectToMethod?: string | null }>('Checkout/SelectPaymentMethod', {
          token,
          query: { paymentMethod: paymentSystemName(input.paymentMethod) },
        }),
      )
      if ('refused' in selection) return selection.refused
      if (selection.done.redirectToMethod === 'PaymentMethod')
        throw new CommerceError('payment-method-unavailable')
      customValues[orderCustomValues.deliveryDate] = current.deliveryDate
      return confirmOrder(shopper, key, customValues)
    },

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

    // nopCommerce follows its payment plugins' payments itself (see above).
    async refreshPayment() {},

    async paymentChanged() {},
  }
}
