import type { OnlinePaymentStatus } from '../rules/online-payment'
import type { Locale, Money, PaymentOption } from '../types'

/** One payment attempt as the provider has it. */
export type OnlinePayment = {
  id: string
  status: OnlinePaymentStatus
  /** Where the shopper pays (the provider's hosted page) while the payment is open. */
  checkoutUrl: string | null
}

export type NewOnlinePayment = {
  orderId: number
  /** What the shopper and their bank see: the order's number. */
  description: string
  amount: Money
  locale: Locale
  method: string
  /** Where the provider sends the shopper back. */
  redirectUrl: string
  /** Where the provider reports that the payment changed. */
  webhookUrl: string
}

/** A payment service provider: the methods it enables, and payments made and looked up. */
export interface OnlinePayments {
  /** The shop's online methods the provider enables for this amount, labelled in `locale`. */
  methods(amount: Money, locale: Locale): Promise<PaymentOption[]>
  /** The shop's online methods the provider has enabled at all, whatever the amount. */
  enabledMethods(locale: Locale): Promise<PaymentOption[]>
  create(payment: NewOnlinePayment): Promise<OnlinePayment>
  /** The payment as the provider has it now; null when it knows no such payment. */
  get(id: string): Promise<OnlinePayment | null>
}

/** Where a shop's payments come back to: the shopper's return page and the webhook. */
export type PaymentLinks = {
  returnUrl(orderId: string, locale: Locale): Promise<string>
  webhookUrl(): Promise<string>
}
