import createMollieClient, {
  type Locale as MollieLocale,
  MollieApiError,
  type MollieClient,
  type Payment,
  type PaymentMethod,
} from '@mollie/api-client'

import {
  isOnlineMethod,
  type OnlinePaymentStatus,
  providerAmount,
  providerLocale,
} from '../rules/online-payment'
import type { PaymentOption } from '../types'
import type { OnlinePayment, OnlinePayments } from './online-payments'

const reshape = (payment: Payment): OnlinePayment => ({
  id: payment.id,
  status: payment.status as OnlinePaymentStatus,
  checkoutUrl: payment._links.checkout?.href ?? null,
})

/** The listed methods the shop offers (SOFORT and Mollie's own bank transfer are not). */
const shopMethods = (methods: Array<{ id: string; description: string }>): PaymentOption[] =>
  methods
    .filter((method) => isOnlineMethod(method.id))
    .map((method) => ({ id: method.id, label: method.description }))

/** Online payments through Mollie's API. */
export function molliePayments(client: MollieClient): OnlinePayments {
  return {
    async methods(amount, locale) {
      return shopMethods(
        await client.methods.list({
          amount: providerAmount(amount),
          locale: providerLocale(locale) as MollieLocale,
          includeWallets: 'applepay',
        }),
      )
    },

    async enabledMethods(locale) {
      // Without an amount, Mollie lists every method the profile has activated.
      return shopMethods(
        await client.methods.list({
          locale: providerLocale(locale) as MollieLocale,
          includeWallets: 'applepay',
        }),
      )
    },

    async create(input) {
      const payment = await client.payments.create({
        amount: providerAmount(input.amount),
        description: input.description,
        locale: providerLocale(input.locale) as MollieLocale,
        metadata: { orderId: String(input.orderId) },
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method: input.method as PaymentMethod,
      })
      return reshape(payment)
    },

    async get(id) {
      try {
        return reshape(await client.payments.get(id))
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return null
        throw error
      }
    },
  }
}

/**
 * Mollie when `MOLLIE_API_KEY` is set (`MOLLIE_API_ENDPOINT` points the client elsewhere, as
 * the tests do); null otherwise, and the shop takes only its own ways to pay.
 */
export function mollieFromEnv(env: NodeJS.ProcessEnv = process.env): OnlinePayments | null {
  const apiKey = env.MOLLIE_API_KEY
  if (!apiKey) return null
  const apiEndpoint = env.MOLLIE_API_ENDPOINT || undefined
  return molliePayments(createMollieClient({ apiKey, apiEndpoint }))
}
