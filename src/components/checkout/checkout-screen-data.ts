import 'server-only'

import { currentCustomer, currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { cartNotReady, countryMatches } from '@/commerce/rules/checkout'
import { handoverOf } from '@/commerce/rules/handover'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

import type { ConfirmOrderProps } from './confirm-order'
import type { DetailsFormProps } from './details-form'
import { asFormAddress, initialDetails } from './details-initial'

/**
 * What the checkout screen shows: the details form, or the confirm step; or where the shopper
 * goes instead (the cart, when it is not ready; the checkout's sign-in step, for a visitor who
 * has not chosen to go on as a guest).
 */
export type CheckoutScreenData =
  | { next: string }
  | { step: 'details'; form: DetailsFormProps }
  | { step: 'confirm'; confirm: ConfirmOrderProps }

/** `as=guest` goes on without signing in; `step=details` reopens the details to change them. */
export type CheckoutQuery = { as: string | null; step: string | null }

export async function checkoutScreenData(
  locale: Locale,
  query: CheckoutQuery,
): Promise<CheckoutScreenData> {
  const shopper = await currentShopper(locale)
  const [cart, details] = await Promise.all([
    commerce.cart.get(shopper),
    commerce.checkout.details(shopper),
  ])
  const missing = cartNotReady(cart)
  if (missing)
    return {
      next: getPathname({
        href: { pathname: '/shopping-cart', query: { problem: missing } },
        locale,
      }),
    }
  // Gift vouchers only: nothing to deliver, so no delivery address to match the cart's country.
  const handover = handoverOf(cart)
  if (
    details &&
    query.step !== 'details' &&
    (handover === null || countryMatches(details, handover, cart.country))
  ) {
    const [methods, booking] = await Promise.all([
      commerce.checkout.paymentMethods(shopper, cart),
      commerce.cart.bookingOptions(cart.country),
    ])
    return { step: 'confirm', confirm: { cart, details, methods, windows: booking.windows } }
  }

  // Only the details step needs to know who is signed in: the confirm step has the details.
  const customer = await currentCustomer()
  if (!customer && !details && query.as !== 'guest')
    return { next: getPathname({ href: '/checkout/login', locale }) }
  const addressBook = customer ? await commerce.account.addresses(customer.session) : []
  return {
    step: 'details',
    form: {
      initial: initialDetails(details, addressBook, cart.country, customer),
      addressBook: addressBook.map((address) => ({
        label: `${address.firstName} ${address.lastName}, ${address.street} ${address.houseNumber}, ${address.city}`,
        address: asFormAddress(address),
      })),
      method: handover,
      cartCountry: cart.country,
    },
  }
}
