'use server'

import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { asText } from '@/commerce/rules/form-input'
import { isLocale, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { currentShopper } from '@/lib/customer-session'

import type { CheckoutResult } from './checkout'
import { problemMessage } from './commerce-problem'

const known = new Set([
  'payment-method-unavailable',
  'payment-unavailable',
  'order-not-payable',
  'out-of-stock',
  'not-enough-stock',
])

/** Pays a placed order again, online or by bank transfer; on to the provider or the order. */
export async function payAgain(
  rawLocale: string,
  orderId: string,
  paymentMethod: string,
): Promise<CheckoutResult> {
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'nl'
  const t = await getTranslations({ locale, namespace: 'checkout.problems' })
  const id = asText(orderId)
  try {
    const next = await commerce.checkout.payAgain(
      await currentShopper(locale),
      id,
      asText(paymentMethod),
    )
    const href =
      next.kind === 'pay'
        ? next.url
        : getPathname({
            href: { pathname: '/checkout/completed/[orderId]', params: { orderId: id } },
            locale,
          })
    return { ok: true, href }
  } catch (error) {
    return { ok: false, message: problemMessage(error, t, known, 'Paying an order again failed') }
  }
}
