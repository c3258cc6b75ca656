import type { CheckoutDetails, CountryCode, DeliveryMethod } from '../types'
import { addressProblems } from './address'
import { isEmail, normalizeEmail } from './email'

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

/** Where a delivered order goes: the delivery address, or the billing address when there is none. */
export const deliveryAddress = (details: CheckoutDetails) => details.shipping ?? details.billing

/**
 * A delivery must go to the country the cart was priced for (VAT and delivery costs depend on
 * it); a pickup goes nowhere.
 */
export const countryMatches = (
  details: CheckoutDetails,
  method: DeliveryMethod,
  cartCountry: CountryCode,
) => method === 'pickup' || deliveryAddress(details).country === cartCountry

/** Payment methods per delivery method: pay at pickup only for orders picked up in the shop. */
export const paymentMethodsFor = (method: DeliveryMethod): string[] =>
  method === 'pickup' ? ['banktransfer', 'pay-at-pickup'] : ['banktransfer']
