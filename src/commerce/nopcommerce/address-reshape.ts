import type { Address, AddressInput, CountryCode } from '../types'
import { countryOfId, nopCountryIds } from './country-ids'

/**
 * The custom address attributes the shop's nopCommerce has for what its address form lacks
 * (Customers › Address attributes, both text boxes): the house number and the VAT number.
 * Posted as `address_attribute_{id}`; nopCommerce gives an address's entered text back as the
 * attribute's `default_value`.
 */
export const nopAddressAttributes = { houseNumber: 1, vatNumber: 2 } as const

const attributeKey = (id: number) => `address_attribute_${id}`

/** An address as the plugin answers it (AddressModelDto), camelCased. */
export type NopAddress = {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  company: string | null
  countryId: number | null
  city: string | null
  address1: string | null
  address2: string | null
  zipPostalCode: string | null
  phoneNumber: string | null
  faxNumber?: string | null
  customAddressAttributes?: Array<{ id: number; defaultValue: string | null }> | null
}

/**
 * Where the domain's address goes in nopCommerce's:
 * - `address1` is "street house number", as nopCommerce's own screens, labels and invoices show
 *   it; the house number is also kept as an address attribute, so that the street is read back
 *   exactly (`address1` without the trailing house number) rather than guessed;
 * - `address2` holds the extra information (bus, floor, where to ring);
 * - the VAT number is an address attribute (nopCommerce keeps VAT numbers on customers only).
 */
export function addressRequest(address: AddressInput) {
  return {
    model: {
      address: {
        firstName: address.firstName,
        lastName: address.lastName,
        email: address.email,
        company: address.company ?? '',
        countryId: nopCountryIds[address.country],
        stateProvinceId: 0,
        city: address.city,
        address1: `${address.street} ${address.houseNumber}`,
        address2: address.extraInfo ?? '',
        zipPostalCode: address.postcode,
        phoneNumber: address.phone,
        faxNumber: address.fax ?? '',
      },
    },
    form: {
      [attributeKey(nopAddressAttributes.houseNumber)]: address.houseNumber,
      [attributeKey(nopAddressAttributes.vatNumber)]: address.vatNumber ?? '',
    },
  }
}

const text = (value: string | null | undefined) => (value ?? '').trim()

/** The street of `address1` once the house number it ends with is taken off. */
function streetOf(address1: string, houseNumber: string) {
  if (houseNumber && address1.endsWith(` ${houseNumber}`))
    return address1.slice(0, -houseNumber.length - 1).trim()
  return address1
}

/** A nopCommerce address → the domain's; null when it is in a country the shop does not serve. */
export function reshapeAddress(address: NopAddress): Address | null {
  const country: CountryCode | undefined = countryOfId(address.countryId)
  if (!country) return null
  const attribute = (id: number) =>
    text(address.customAddressAttributes?.find((entry) => entry.id === id)?.defaultValue)
  const houseNumber = attribute(nopAddressAttributes.houseNumber)
  const fax = text(address.faxNumber)
  return {
    id: address.id,
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    email: text(address.email),
    phone: text(address.phoneNumber),
    ...(fax ? { fax } : {}),
    company: text(address.company) || null,
    vatNumber: attribute(nopAddressAttributes.vatNumber) || null,
    street: streetOf(text(address.address1), houseNumber),
    houseNumber,
    postcode: text(address.zipPostalCode),
    city: text(address.city),
    country,
    extraInfo: text(address.address2) || null,
  }
}
