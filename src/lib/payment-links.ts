import 'server-only'

import type { PaymentLinks } from '@/commerce/payments/online-payments'
import { getPathname } from '@/i18n/navigation'

import { requestOrigin } from './request-origin'

/** The path of the payment provider's webhook (a storefront route, before Payload's `/api`). */
export const mollieWebhookPath = '/api/payments/mollie'

/** Back from the provider to the order's completed page; its reports to the webhook. */
export const paymentLinks: PaymentLinks = {
  async returnUrl(orderId, locale) {
    const path = getPathname({
      href: { pathname: '/checkout/completed/[orderId]', params: { orderId } },
      locale,
    })
    return `${await requestOrigin()}${path}`
  },
  async webhookUrl() {
    return `${await requestOrigin()}${mollieWebhookPath}`
  },
}
