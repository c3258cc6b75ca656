import type { DetailsForm } from '@/app/actions/checkout'
import type { AddressForm } from '@/commerce/rules/address'
import type { Address, AddressInput, CheckoutDetails, CountryCode } from '@/commerce/types'

/** An address as the form holds it: every field a string. */
export const asFormAddress = (address: AddressInput | Address): AddressForm => ({
  firstName: address.firstName,
  lastName: address.lastName,
  email: address.email,
  phone: address.phone,
  fax: address.fax ?? '',
  company: address.company ?? '',
  vatNumber: address.vatNumber ?? '',
  street: address.street,
  houseNumber: address.houseNumber,
  postcode: address.postcode,
  city: address.city,
  country: address.country,
  extraInfo: address.extraInfo ?? '',
})

const blank = (country: CountryCode): AddressForm => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  fax: '',
  company: '',
  vatNumber: '',
  street: '',
  houseNumber: '',
  postcode: '',
  city: '',
  country,
  extraInfo: '',
})

/**
 * What the details form starts with: what the shopper gave before, else the first address of
 * their address book in the cart's country (else the first one), else the customer's name and
 * e-mail and empty fields in the cart's country.
 */
export function initialDetails(
  details: CheckoutDetails | null,
  addressBook: Address[],
  country: CountryCode,
  customer: { firstName: string; lastName: string; email: string } | null,
): DetailsForm {
  if (details)
    return {
      billing: asFormAddress(details.billing),
      otherShipping: details.shipping !== null,
      shipping: details.shipping ? asFormAddress(details.shipping) : blank(country),
    }
  const first = addressBook.find((address) => address.country === country) ?? addressBook[0]
  return {
    billing: first
      ? asFormAddress(first)
      : {
          ...blank(country),
          ...(customer
            ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email }
            : {}),
        },
    otherShipping: false,
    shipping: blank(country),
  }
}
