import type { AddressInput, CountryCode } from '../types'

/** The address fields as the address book and orders store them. */
export type AddressFieldsDoc = {
  firstName: string
  lastName: string
  email: string
  phone: string
  fax?: string | null
  company?: string | null
  vatNumber?: string | null
  street: string
  houseNumber: string
  postcode: string
  city: string
  country: CountryCode
  extraInfo?: string | null
}

/**
 * Stored address fields → an address of the commerce model: empty optional fields are null, and
 * an address without a fax has none.
 */
export const reshapeAddressFields = (doc: AddressFieldsDoc): AddressInput => ({
  firstName: doc.firstName,
  lastName: doc.lastName,
  email: doc.email,
  phone: doc.phone,
  ...(doc.fax ? { fax: doc.fax } : {}),
  company: doc.company || null,
  vatNumber: doc.vatNumber || null,
  street: doc.street,
  houseNumber: doc.houseNumber,
  postcode: doc.postcode,
  city: doc.city,
  country: doc.country,
  extraInfo: doc.extraInfo || null,
})
