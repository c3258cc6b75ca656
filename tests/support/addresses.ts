import type { AddressForm } from '@/commerce/rules/address'
import type { AddressInput, CheckoutDetails, PostalAddress } from '@/commerce/types'

/** The street, postcode, town and country of the tests' shopper in Gent. */
export const gentPostal: PostalAddress = {
  street: 'Kouter',
  houseNumber: '12',
  postcode: '9000',
  city: 'Gent',
  country: 'BE',
}

/** An Peeters in Gent, as an address book or a checkout holds her address. */
export const gentAddress: AddressInput = {
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an@example.be',
  phone: '+32 9 123 45 67',
  company: null,
  vatNumber: null,
  ...gentPostal,
  extraInfo: null,
}

/** The same address as a form sends it, the optional fields left empty. */
export const gentAddressForm: AddressForm = {
  ...gentAddress,
  company: '',
  vatNumber: '',
  extraInfo: '',
}

/** A business customer's billing address, with the company and VAT number an invoice shows. */
export const traiteurPeeters: AddressInput = {
  ...gentAddress,
  phone: '+32 9 000 00 00',
  company: 'Traiteur Peeters',
  vatNumber: 'BE 0999.888.777',
  street: 'Veldstraat',
  houseNumber: '3',
}

/** The same shopper living in Amsterdam, outside Belgium. */
export const amsterdamAddress: AddressInput = {
  ...gentAddress,
  street: 'Damrak',
  houseNumber: '1',
  postcode: '1012 AB',
  city: 'Amsterdam',
  country: 'NL',
}

/** Checkout details of the shopper in Gent, reached at `email`, delivered at the same address. */
export const gentDetails = (email = gentAddress.email): CheckoutDetails => ({
  email,
  phone: gentAddress.phone,
  billing: { ...gentAddress, email },
  shipping: null,
})

/** The shop's own address, as the seeded settings have it in Dutch. */
export const shopAddress = { street: 'Kouter 12', postcode: '9000', city: 'Gent' }
