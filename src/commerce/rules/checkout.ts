import type { Cart, CheckoutDetails, CountryCode, DeliveryMethod } from '../types'
import { addressProblems } from './address'
import { detailsCountry } from './delivery-country'
import { isEmail, normalizeEmail } from './email'
import { handoverOf } from './handover'

const asForm = (address: CheckoutDetails['billing']) => ({
  ...address,
  company: address.company ?? '',
  vatNumber: address.vatNumber ?? '',
  extraInfo: address.extraInfo ?? '',
})

/** Whether the details are complete and well formed: an e-mail address, a phone, whole addresses. */
export function detailsAreComplete(details: CheckoutDetails): boolean {
  if (!isEmail(normalizeEmail(details.email)) || !details.phone.trim()) return false
  const addresses = [details.billing, ...(details.shipping ? [details.shipping] : [])]
  return addresses.every((address) => Object.keys(addressProblems(asForm(address))).length === 0)
}

/**
 * A delivery must go to the country the cart was priced for (VAT and delivery costs depend on
 * it); a pickup goes nowhere. Saving the details moves the cart to the address's country, so
 * they differ only when the cart's country changed afterwards.
 */
export const countryMatches = (
  details: CheckoutDetails,
  method: DeliveryMethod,
  cartCountry: CountryCode,
) => {
  const country = detailsCountry(details, method)
  return country === null || country === cartCountry
}

/**
 * Payment methods per delivery method (null: nothing handed over): pay at pickup only for orders
 * picked up in the shop.
 */
export const paymentMethodsFor = (method: DeliveryMethod | null): string[] =>
  method === 'pickup' ? ['banktransfer', 'pay-at-pickup'] : ['banktransfer']

/**
 * What keeps a cart from checkout, checked in this order: no lines, no date for what is handed
 * over (a cart of gift vouchers only needs none), the terms not accepted. Null when ready.
 */
export function cartNotReady(
  cart: Pick<Cart, 'lines' | 'deliveryMethod' | 'deliveryDate' | 'termsAccepted'>,
): 'cart-empty' | 'date-required' | 'terms-required' | null {
  if (cart.lines.length === 0) return 'cart-empty'
  if (handoverOf(cart) && !cart.deliveryDate) return 'date-required'
  if (!cart.termsAccepted) return 'terms-required'
  return null
}
