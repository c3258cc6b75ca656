import createMollieClient from '@mollie/api-client'

import { nativeCheckout } from '@/commerce/native/checkout'
import { nativePayments } from '@/commerce/native/payments'
import { molliePayments } from '@/commerce/payments/mollie'
import type { PaymentLinks } from '@/commerce/payments/online-payments'
import type { CartApi, PaymentsApi } from '@/commerce/provider'

import { type MollieDouble, startMollieDouble } from '../../support/mollie-double'
import { testPayload } from './payload'
import { testOrderLinks } from './native-shop'

const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'

export const paymentLinks: PaymentLinks = {
  returnUrl: async (orderId, locale) =>
    `https://shop.example/${locale}/checkout/completed/${orderId}`,
  webhookUrl: async () => 'https://shop.example/api/payments/mollie',
}

export type MollieCheckout = {
  double: MollieDouble
  checkout: ReturnType<typeof nativeCheckout>
  payments: PaymentsApi
  /** Stops the double and gives the process its certificate check back. */
  close(): Promise<void>
}

/** The native checkout paying online through Mollie's double, at the time `now` gives. */
export async function startMollieCheckout(cart: CartApi, now: () => Date): Promise<MollieCheckout> {
  const double = await startMollieDouble()
  // The Mollie client pins its own list of certificate authorities, so the double's self-signed
  // certificate is accepted by turning verification off, in this test process only.
  const tlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  const online = molliePayments(createMollieClient({ apiKey, apiEndpoint: double.endpoint }))
  const setup = { online, links: paymentLinks }
  return {
    double,
    checkout: nativeCheckout(testPayload, cart, testOrderLinks, { now, payments: setup }),
    payments: nativePayments(testPayload, setup),
    async close() {
      if (tlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsSetting
      await double.close()
    },
  }
}
