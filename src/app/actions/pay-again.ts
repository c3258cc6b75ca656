'use server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { asText } from '@/commerce/rules/form-input'
import { getPathname } from '@/i18n/navigation'

import type { CheckoutResult } from './checkout'
import { runAction } from './run-action'

/** Pays a placed order again, online or by bank transfer; on to the provider or the order. */
export async function payAgain(
  rawLocale: string,
  orderId: string,
  paymentMethod: string,
): Promise<CheckoutResult> {
  const setting = {
    locale: rawLocale,
    problems: 'checkout.problems',
    what: 'Paying an order again failed',
  }
  return runAction<CheckoutResult>(setting, async ({ locale }) => {
    const id = asText(orderId)
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
  })
}
