import { readBookingOptions } from '../booking-options'
import { type CheckoutApi, CommerceError } from '../provider'
import { countryMatches, detailsAreComplete } from '../rules/checkout'
import { mayPayAgain } from '../rules/online-payment'
import type { PlacedOrder, Shopper } from '../types'
import { nopCart } from './cart'
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
import { nopOrders, orderDetails } from './orders'
import {
  type NopPaymentMethod,
  paymentLabel,
  paymentOptions,
  paymentSystemName,
} from './payment-methods'
import { refusalText } from './refusal'

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

/** The plugin's checkout steps refuse an empty cart with 400 ("Your cart is empty"). */
const isEmptyCart = (error: unknown) => error instanceof NopHttpError && error.status === 400

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

  /** The confirm page's model, or null for an empty cart (nopCommerce's 400). */
  async function confirmModel(token: string): Promise<NopConfirmModel | null> {
    try {
      return await client.get<NopConfirmModel>('Checkout/Confirm', { token })
    } catch (error) {
      if (isEmptyCart(error)) return null
      if (isUnauthorized(error)) throw new CommerceError('no-shopper')
      throw error
    }
  }

  async function offeredMethods(token: string): Promise<NopPaymentMethod[]> {
    try {
      const answer = await client.get<NopPaymentMethodAnswer>('Checkout/PaymentMethod', { token })
      return answer.model?.paymentMethods ?? []
    } catch (error) {
      if (isEmptyCart(error) || isUnauthorized(error)) return []
      throw error
    }
  }

  /** Confirms the order; the attempt's key makes nopCommerce answer an order it already placed. */
  async function confirmOrder(token: string, customValues: Record<string, string>) {
    let answer: NopConfirmOrderAnswer
    try {
      answer = await client.post<NopConfirmOrderAnswer>('Checkout/ConfirmOrder', {
        token,
        dictionary: customValues,
      })
    } catch (error) {
      if (isEmptyCart(error)) throw new CommerceError('cart-empty')
      if (isUnauthorized(error)) throw new CommerceError('no-shopper')
      throw error
    }
    if (!answer.id) {
      const warnings = answer.model?.warnings ?? []
      throw new CommerceError('change-unavailable', warnings.join(' ') || undefined)
    }
    return answer.id
  }

  /**
   * The placed order as the storefront names it. Its access token is nopCommerce's order GUID.
   * A payment plugin that redirects (none of the shop's) is not followed: its order's page shows
   * how it stands.
   */
  async function placed(token: string, orderId: number): Promise<PlacedOrder> {
    const order = await orderDetails(context, { token, orderId: String(orderId) })
    if (!order) throw new Error(`nopCommerce does not show the order ${orderId} it placed`)
    return {
      orderId: String(order.id),
      number: order.customOrderNumber,
      accessToken: order.orderGuid,
      next: { kind: 'completed' },
    }
  }

  return {
    async details(shopper) {
      if (!shopper.session) return null
      const model = await confirmModel(shopper.session).catch((error: unknown) => {
        if (error instanceof CommerceError && error.code === 'no-shopper') return null
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
      try {
        await client.post('Checkout/NewBillingAddress', {
          token,
          json: billingAddressRequest(details, current.deliveryMethod),
        })
        if (current.deliveryMethod === 'delivery' && details.shipping)
          await client.post('Checkout/NewShippingAddress', {
            token,
            json: shippingAddressRequest(details.shipping),
          })
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
      const customValues: Record<string, string> = {
        [orderCustomValues.idempotencyKey]: input.idempotencyKey,
        [orderCustomValues.language]: shopper.locale,
      }
      const confirm = await confirmModel(token)
      // An empty cart may be this attempt's, placed already: nopCommerce answers its order.
      if (!confirm) return placed(token, await confirmOrder(token, customValues))

      const [current, booking] = await Promise.all([
        cart.get(shopper),
        readBookingOptions(await context.payload(), new Date()),
      ])
      const method = current.deliveryMethod
      if (current.lines.length === 0) throw new CommerceError('cart-empty')
      if (!current.deliveryDate) throw new CommerceError('date-required')
      if (!booking.dates[method].includes(current.deliveryDate))
        throw new CommerceError('date-unavailable')
      if (!current.termsAccepted) throw new CommerceError('terms-required')
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

      const selection = await client.post<{ redirectToMethod?: string | null }>(
        'Checkout/SelectPaymentMethod',
        { token, query: { paymentMethod: paymentSystemName(input.paymentMethod) } },
      )
      if (selection.redirectToMethod === 'PaymentMethod')
        throw new CommerceError('payment-method-unavailable')
      customValues[orderCustomValues.deliveryDate] = current.deliveryDate
      return placed(token, await confirmOrder(token, customValues))
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
