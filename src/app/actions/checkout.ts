'use server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'
import {
  type AddressForm,
  addressInput,
  addressProblems,
  asAddressForm,
} from '@/commerce/rules/address'
import { asText } from '@/commerce/rules/form-input'
import { getPathname } from '@/i18n/navigation'
import { containsNul } from '@/security/nul-characters'

import { runAction } from './run-action'

export type CheckoutResult = { ok: true; href: string } | { ok: false; message: string }

/**
 * A refused order; `stay` when the screen must not be read again: a day that filled up sends the
 * cart back to choose another date, which would take the shopper away from the message that names
 * the next free day.
 */
export type PlaceOrderResult =
  | { ok: true; href: string }
  | { ok: false; message: string; stay?: true }

export type DetailsForm = { billing: AddressForm; otherShipping: boolean; shipping: AddressForm }

/** Where the checkout's problems have their messages. */
const problems = 'checkout.problems'

/** Keeps the shopper's contact and addresses for the order, then on to confirming. */
export async function saveCheckoutDetails(
  rawLocale: string,
  sent: DetailsForm,
): Promise<CheckoutResult> {
  const setting = { locale: rawLocale, problems, what: 'Checkout details failed' }
  return runAction<CheckoutResult>(setting, async ({ locale, t }) => {
    if (containsNul(sent)) return { ok: false, message: t('invalid-characters') }
    const billing = asAddressForm(sent?.billing)
    const shipping = sent?.otherShipping === true ? asAddressForm(sent?.shipping) : null
    const complete = [billing, ...(shipping ? [shipping] : [])].every(
      (address) => Object.keys(addressProblems(address)).length === 0,
    )
    if (!complete) return { ok: false, message: t('details-required') }
    await commerce.checkout.setDetails(await currentShopper(locale), {
      email: billing.email,
      phone: billing.phone,
      billing: addressInput(billing),
      shipping: shipping ? addressInput(shipping) : null,
    })
    return { ok: true, href: getPathname({ href: '/checkout', locale }) }
  })
}

/** Places the order the shopper confirmed; on to the completed page. */
export async function placeOrder(
  rawLocale: string,
  paymentMethod: string,
  idempotencyKey: string,
  expectedTotal: number,
): Promise<PlaceOrderResult> {
  const setting = {
    locale: rawLocale,
    problems,
    what: 'Placing an order failed',
    refuse: (message: string, error: unknown): PlaceOrderResult =>
      error instanceof CommerceError && error.code === 'day-full'
        ? { ok: false, message, stay: true }
        : { ok: false, message },
  }
  return runAction<PlaceOrderResult, PlaceOrderResult>(setting, async ({ locale, t }) => {
    // The page makes one key per attempt; without one, a resent form could not be recognised.
    if (typeof idempotencyKey !== 'string' || !/^[\w-]{8,100}$/.test(idempotencyKey))
      return { ok: false, message: t('failed') }
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
  })
}
