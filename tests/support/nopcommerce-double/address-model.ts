/**
 * Addresses as the stand-in's checkout and orders take and answer them: the plugin's
 * AddressModelDto (src/Plugins/Nop.Plugin.Misc.WebApi.Frontend/Dto/Common/AddressModelDto.cs,
 * 4.60; snake_case on the wire, FaxNumber as fax_number, read and answered alike) with the
 * shop's custom address attributes (the house number, required, and the VAT number), whose
 * entered text a customer's addresses keep in `extra.addressAttributes`.
 */
import { isEmail } from '@/commerce/rules/email'

import { dictionary } from './http'
import type { DoubleAddress, DoubleCustomer } from './state'

/** The shop's countries (Configuration › Countries) by id. */
export const countryNames: Record<number, string> = {
  22: 'Belgium',
  153: 'Netherlands',
  76: 'France',
  83: 'Germany',
  129: 'Luxembourg',
}

/** The shop's custom address attributes: text boxes. */
export const addressAttributes = [
  { id: 1, name: 'House number', required: true },
  { id: 2, name: 'VAT number', required: false },
]

/** Entered text of the customer's address attributes, by address id, then attribute id. */
export function enteredAttributes(
  customer: DoubleCustomer,
): Record<number, Record<number, string>> {
  return ((customer.extra.addressAttributes as Record<number, Record<number, string>>) ??= {})
}

export type AddressFields = Omit<DoubleAddress, 'id'>

export function addressModel(id: number, address: AddressFields, entered: Record<number, string>) {
  return {
    id,
    first_name: address.firstName,
    last_name: address.lastName,
    email: address.email,
    company: address.company,
    country_id: address.countryId,
    country_name: countryNames[address.countryId] ?? null,
    state_province_id: null,
    city: address.city,
    address1: address.address1,
    address2: address.address2,
    zip_postal_code: address.zipPostalCode,
    phone_number: address.phoneNumber,
    fax_number: address.faxNumber,
    custom_address_attributes: addressAttributes.map(({ id: attributeId, name, required }) => ({
      id: attributeId,
      name,
      control_id: `address_attribute_${attributeId}`,
      is_required: required,
      attribute_control_type: 'TextBox',
      default_value: entered[attributeId] ?? null,
      values: [],
    })),
    formatted_custom_address_attributes: addressAttributes
      .filter(({ id: attributeId }) => entered[attributeId])
      .map(({ id: attributeId, name }) => `${name}: ${entered[attributeId]}`)
      .join('<br />'),
  }
}

/** An address model with nothing in it, as nopCommerce answers where no address was chosen. */
export const noAddressModel = () =>
  addressModel(
    0,
    {
      firstName: '',
      lastName: '',
      email: '',
      company: null,
      countryId: 0,
      city: '',
      address1: '',
      address2: null,
      zipPostalCode: '',
      phoneNumber: '',
      faxNumber: null,
    },
    {},
  )

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A posted address model and form, or what nopCommerce's address validator says. */
export function postedAddress(
  model: unknown,
  form: unknown,
): { fields: AddressFields; attributes: Record<number, string> } | string {
  const address = (model ?? {}) as Record<string, unknown>
  const entered = dictionary(form)
  const fields: AddressFields = {
    firstName: text(address.first_name),
    lastName: text(address.last_name),
    email: text(address.email),
    company: text(address.company) || null,
    countryId: Number(address.country_id),
    city: text(address.city),
    address1: text(address.address1),
    address2: text(address.address2) || null,
    zipPostalCode: text(address.zip_postal_code),
    phoneNumber: text(address.phone_number),
    faxNumber: text(address.fax_number) || null,
  }
  const required = {
    'First name': fields.firstName,
    'Last name': fields.lastName,
    Email: fields.email,
    City: fields.city,
    'Street address': fields.address1,
    'Zip / postal code': fields.zipPostalCode,
    'Phone number': fields.phoneNumber,
  }
  for (const [label, value] of Object.entries(required)) if (!value) return `${label} is required`
  if (!isEmail(fields.email.toLowerCase())) return 'Wrong email'
  if (!countryNames[fields.countryId]) return 'Country is required'
  const attributes: Record<number, string> = {}
  for (const { id, name, required: needed } of addressAttributes) {
    const value = (entered[`address_attribute_${id}`] ?? '').trim()
    if (needed && !value) return `Please enter ${name}`
    if (value) attributes[id] = value
  }
  return { fields, attributes }
}

/**
 * An address model and form as the customer's address book takes them (CustomerController.cs,
 * AddressAdd and AddressEdit): the model's fields as they are (the plugin runs no address
 * validator on its DTOs), the custom attributes entered in the form, and nopCommerce's warning
 * for each required attribute left empty (AddressAttributeParser, "Please select {0}").
 */
export function enteredAddress(model: unknown, form: Record<string, string>) {
  const address = (model ?? {}) as Record<string, unknown>
  const fields: AddressFields = {
    firstName: text(address.first_name),
    lastName: text(address.last_name),
    email: text(address.email),
    company: text(address.company) || null,
    countryId: Number(address.country_id) || 0,
    city: text(address.city),
    address1: text(address.address1),
    address2: text(address.address2) || null,
    zipPostalCode: text(address.zip_postal_code),
    phoneNumber: text(address.phone_number),
    faxNumber: text(address.fax_number) || null,
  }
  const attributes: Record<number, string> = {}
  const warnings: string[] = []
  for (const { id, name, required } of addressAttributes) {
    const value = (form[`address_attribute_${id}`] ?? '').trim()
    if (value) attributes[id] = value
    else if (required) warnings.push(`Please select ${name}`)
  }
  return { fields, attributes, warnings }
}

const sameFields = (a: AddressFields, b: AddressFields) =>
  (Object.keys(a) as Array<keyof AddressFields>).every((key) => a[key] === b[key])

/**
 * The customer's address with these fields and attributes, added when there is none yet (as
 * nopCommerce's checkout does, so that addresses are not duplicated).
 */
export function findOrAddAddress(
  customer: DoubleCustomer,
  posted: { fields: AddressFields; attributes: Record<number, string> },
  nextId: () => number,
): DoubleAddress {
  const attributes = enteredAttributes(customer)
  const same = customer.addresses.find(
    (known) =>
      sameFields(known, posted.fields) &&
      JSON.stringify(attributes[known.id] ?? {}) === JSON.stringify(posted.attributes),
  )
  if (same) return same
  const address = { id: nextId(), ...posted.fields }
  customer.addresses.push(address)
  attributes[address.id] = posted.attributes
  return address
}
