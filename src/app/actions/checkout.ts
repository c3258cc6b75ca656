'use server'

import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import {
  type AddressForm,
  addressInput,
  addressProblems,
  asAddressForm,
} from '@/commerce/rules/address'
import { discountProblems } from '@/commerce/rules/discounts'
import { asText } from '@/commerce/rules/form-input'
import { isLocale, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { currentShopper } from '@/lib/customer-session'
import { containsNul } from '@/security/nul-characters'

import { problemMessage } from './commerce-problem'

export type CheckoutResult = { ok: true; href: string } | { ok: false; message: string }

export type DetailsForm = { billing: AddressForm; otherShipping: boolean; shipping: AddressForm }

const known = new Set([
  'cart-empty',
  'date-required',
  'date-unavailable',
  'not-a-delivery-day',
  'day-full',
  'terms-required',
  'details-required',
  'country-mismatch',
  'country-unavailable',
  'payment-method-unavailable',
  'price-changed',
  'out-of-stock',
  'not-enough-stock',
  'product-unavailable',
  'invalid-quantity',
  'no-shopper',
  ...discountProblems,
  'gift-card-unknown',
  'gift-card-used-up',
  'registered-only',
  'checkout-closed',
  'order-too-soon',
  'order-refused',
])

const localeOf = (raw: string): Locale => (isLocale(raw) ? raw : 'nl')

/** Keeps the shopper's contact and addresses for the order, then on to confirming. */
export async function saveCheckoutDetails(
  rawLocale: string,
  sent: DetailsForm,
): Promise<CheckoutResult> {
  const locale = localeOf(rawLocale)
  const t = await getTranslations({ locale, namespace: 'checkout.problems' })
  if (containsNul(sent)) return { ok: false, message: t('invalid-characters') }
  const billing = asAddressForm(sent?.billing)
  const shipping = sent?.otherShipping === true ? asAddressForm(sent?.shipping) : null
  const complete = [billing, ...(shipping ? [shipping] : [])].every(
    (address) => Object.keys(addressProblems(address)).length === 0,
  )
  if (!complete) return { ok: false, message: t('details-required') }
  try {
    await commerce.checkout.setDetails(await currentShopper(locale), {
      email: billing.email,
      phone: billing.phone,
      billing: addressInput(billing),
      shipping: shipping ? addressInput(shipping) : null,
    })
    return { ok: true, href: getPathname({ href: '/checkout', locale }) }
  } catch (error) {
    return { ok: false, message: problemMessage(error, t, known, 'Checkout details failed') }
  }
}

/** Places the order the shopper confirmed; on to the completed page. */
export async function placeOrder(
  rawLocale: string,
  paymentMethod: string,
  idempotencyKey: string,
  expectedTotal: number,
): Promise<CheckoutResult> {
  const locale = localeOf(rawLocale)
  const t = await getTranslations({ locale, namespace: 'checkout.problems' })
  // The page makes one key per attempt; without one, a resent form could not be recognised.
  if (typeof idempotencyKey !== 'string' || !/^[\w-]{8,100}$/.test(idempotencyKey))
    return { ok: false, message: t('failed') }
  try {
    const placed = await commerce.checkout.placeOrder(await currentShopper(locale), {
      paymentMethod: asText(paymentMethod),
      idempotencyKey,
      expectedTotal: Number.isSafeInteger(expectedTotal) ? expectedTotal : undefined,
    })
    const href =
      placed.next.kind === 'pay'
        ? placed.next.url
        : getPathname({
            href: {
              pathname: '/checkout/completed/[orderId]',
              params: { orderId: placed.orderId },
            },
            locale,
          })
    return { ok: true, href }
  } catch (error) {
    return {
      ok: false,
      message: problemMessage(error, t, known, 'Placing an order failed', locale),
    }
  }
}
