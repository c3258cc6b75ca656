import type { Locale, Money, OrderStatus, PaymentStatus } from '../types'

/**
 * The online methods the shop offers when the payment provider enables them. Its own bank
 * transfer (with the structured communication) stays the shop's; SOFORT ended in 2024.
 */
export const onlineMethods = [
  'bancontact',
  'creditcard',
  'ideal',
  'paypal',
  'kbc',
  'belfius',
  'applepay',
] as const

export type OnlineMethod = (typeof onlineMethods)[number]

export const isOnlineMethod = (id: string): id is OnlineMethod =>
  (onlineMethods as readonly string[]).includes(id)

/** A payment's state at the provider (Mollie's statuses). */
export type OnlinePaymentStatus =
  | 'open'
  | 'pending'
  | 'authorized'
  | 'paid'
  | 'canceled'
  | 'expired'
  | 'failed'

export const endedWithoutPayment = (status: string): boolean =>
  status === 'canceled' || status === 'expired' || status === 'failed'

/** An amount as the provider takes it: euros as a string with two decimals. */
export const providerAmount = (money: Money) => ({
  currency: money.currency,
  value: (money.amount / 100).toFixed(2),
})

const providerLocales: Record<Locale, 'nl_BE' | 'fr_BE' | 'en_US'> = {
  nl: 'nl_BE',
  fr: 'fr_BE',
  en: 'en_US',
}

export const providerLocale = (locale: Locale) => providerLocales[locale]

type OrderState = { status: OrderStatus; paymentStatus: PaymentStatus }

/**
 * What a payment's state at the provider does to its order. Paid always counts (the money is
 * in, even from an older attempt); a payment that ended unpaid cancels the order only when it is
 * the order's current attempt and the order still waits for its money. Anything else, such as
 * an `open` delivered after `paid`, changes nothing.
 */
export function paymentEffect(
  order: OrderState,
  payment: { status: string; current: boolean },
): Partial<OrderState> | null {
  if (payment.status === 'paid')
    return order.paymentStatus === 'paid' ? null : { paymentStatus: 'paid' }
  if (
    endedWithoutPayment(payment.status) &&
    payment.current &&
    order.paymentStatus === 'pending' &&
    order.status === 'pending'
  )
    return { status: 'cancelled', paymentStatus: 'cancelled' }
  return null
}

/** What the return page tells the shopper about an order paid (or to be paid) online. */
export type PaymentProgress = 'paid' | 'waiting' | 'failed' | 'not-started' | 'offline'

export function paymentProgress(order: {
  paymentStatus: PaymentStatus
  method: string
  online: { status: string } | null
}): PaymentProgress {
  if (order.paymentStatus === 'paid') return 'paid'
  if (!isOnlineMethod(order.method)) return 'offline'
  if (!order.online) return 'not-started'
  return endedWithoutPayment(order.online.status) ? 'failed' : 'waiting'
}

/**
 * Whether the shopper may start another payment for the order: it is not paid, and it is either
 * still open or was cancelled only because its payment ended unpaid.
 */
export function mayPayAgain(order: {
  status: OrderStatus
  paymentStatus: PaymentStatus
  online: { status: string } | null
}): boolean {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return false
  if (order.status === 'pending' && order.paymentStatus === 'pending') return true
  return (
    order.status === 'cancelled' &&
    order.paymentStatus === 'cancelled' &&
    order.online !== null &&
    endedWithoutPayment(order.online.status)
  )
}
