import type { AddressInput } from '@/commerce/types'

/** A business customer's billing address, with the company and VAT number an invoice shows. */
export const traiteurPeeters: AddressInput = {
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an@example.be',
  phone: '+32 9 000 00 00',
  company: 'Traiteur Peeters',
  vatNumber: 'BE 0999.888.777',
  street: 'Veldstraat',
  houseNumber: '3',
  postcode: '9000',
  city: 'Gent',
  country: 'BE',
  extraInfo: null,
}
