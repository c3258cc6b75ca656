import 'server-only'

import { cached } from '@/cache/data-cache'
import { lifetimes } from '@/cache/lifetimes'
import { backendName } from '@/commerce/backends'
import {
  acceptedPaymentMethods,
  PAYMENT_METHODS_PLACEHOLDER,
  withPaymentMethods,
} from '@/commerce/payments/accepted-methods'
import { mollieFromEnv } from '@/commerce/payments/mollie'
import type { OnlinePayments } from '@/commerce/payments/online-payments'
import type { Locale, PaymentOption } from '@/commerce/types'

let provider: OnlinePayments | null | undefined
/** The payment provider, made on first use from this server's settings. */
const online = () =>
  provider === undefined
    ? (provider = backendName() === 'native' ? mollieFromEnv() : null)
    : provider

/**
 * The online methods Mollie has enabled, asked at most once an hour per language: every page's
 * footer shows them. A failed answer is not kept, so the next page asks again.
 */
const enabledMethods = cached(
  async (locale: Locale): Promise<PaymentOption[]> => online()?.enabledMethods(locale) ?? [],
  ['shop-online-payment-methods'],
  { lifetime: lifetimes.paymentMethods },
)

/**
 * The ways to pay the shop accepts now (`acceptedPaymentMethods`). Online methods are the native
 * shop's (Mollie, when its key is set); nopCommerce offers its own per cart.
 */
export const shopPaymentMethods = (locale: Locale): Promise<PaymentOption[]> =>
  acceptedPaymentMethods(online() ? { enabledMethods } : null, locale)

/**
 * Fills the ways to pay into texts an editor wrote with the placeholder (`{paymentMethods}`);
 * the provider is asked only when one of `texts` holds it.
 */
export async function paymentMethodsFiller(
  texts: Array<string | null | undefined>,
  locale: Locale,
): Promise<(text: string | null | undefined) => string> {
  const named = texts.some((text) => text?.includes(PAYMENT_METHODS_PLACEHOLDER))
  const methods = named ? await shopPaymentMethods(locale) : []
  return (text) => withPaymentMethods(text ?? '', methods, locale)
}
