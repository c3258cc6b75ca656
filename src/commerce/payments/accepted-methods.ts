import { listFormat } from '@/i18n/formatters'
import { log } from '@/logging/log'

import { numberLocale } from '../rules/money'

import { ownPaymentLabels } from '../shop/payment-labels'
import type { Locale, PaymentOption } from '../types'
import type { OnlinePayments } from './online-payments'

/**
 * The ways to pay the shop accepts now, as the footer and the FAQ name them: its own bank
 * transfer, and the online methods the payment provider has enabled when one is set up. When
 * the provider does not answer, only the bank transfer: nothing is shown that may not work.
 * (Paying at pickup is for pickups only, and said where pickup is.)
 */
export async function acceptedPaymentMethods(
  online: Pick<OnlinePayments, 'enabledMethods'> | null,
  locale: Locale,
): Promise<PaymentOption[]> {
  const own = { id: 'banktransfer', label: ownPaymentLabels.banktransfer[locale] }
  if (!online) return [own]
  try {
    return [own, ...(await online.enabledMethods(locale))]
  } catch (error) {
    log().warn({ err: error }, 'Payment provider did not list its methods')
    return [own]
  }
}

/** What an editor writes where the ways to pay belong in a text (the FAQ's payment answer). */
export const PAYMENT_METHODS_PLACEHOLDER = '{paymentMethods}'

/**
 * A text with the placeholder replaced by the ways to pay, listed as the language lists
 * alternatives ("Overschrijving, Bancontact of iDEAL").
 */
export function withPaymentMethods(text: string, methods: PaymentOption[], locale: Locale): string {
  const list = listFormat(numberLocale[locale], { type: 'disjunction' }).format(
    methods.map((method) => method.label),
  )
  return text.replaceAll(PAYMENT_METHODS_PLACEHOLDER, list)
}
