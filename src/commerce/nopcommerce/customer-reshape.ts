import type { Customer, Registration } from '../types'
import { localeOfLanguageId } from './language-ids'

/**
 * The customer as Customer/Info answers it (CustomerInfoModelDto), camelCased. Its model has
 * no customer id nor language; the shop's nopCommerce adds both to the model's custom
 * properties (nopCommerce's extension point on every model) as `customer_id` and
 * `language_id`.
 */
export type NopCustomerInfo = {
  email: string | null
  firstName: string | null
  lastName: string | null
  newsletter: boolean
  customProperties?: Record<string, string | null> | null
}

/** Customer/Info → the domain's customer; null when it does not say who the customer is. */
export function reshapeCustomer(info: NopCustomerInfo): Customer | null {
  const id = Number(info.customProperties?.customerId)
  if (!Number.isInteger(id) || id <= 0 || !info.email) return null
  return {
    id,
    email: info.email,
    firstName: info.firstName ?? '',
    lastName: info.lastName ?? '',
    locale: localeOfLanguageId(Number(info.customProperties?.languageId)) ?? 'nl',
    newsletter: info.newsletter,
  }
}

const genders = { male: 'M', female: 'F', unspecified: '' } as const

/**
 * The plugin's register request (RegisterModelDto in `model`). The addresses are not in it:
 * the shop's registration form has nopCommerce's address fields switched off, and the
 * storefront adds them to the address book afterwards, with the attributes nopCommerce's
 * registration form cannot carry. The newsletter is asked for afterwards too, by double
 * opt-in (nopCommerce's registration would subscribe the address at once).
 */
export function registerRequest(input: Registration, email: string) {
  const [year, month, day] = input.birthDate ? input.birthDate.split('-').map(Number) : []
  return {
    model: {
      email,
      password: input.password,
      confirmPassword: input.password,
      gender: genders[input.gender],
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      dateOfBirthDay: day ?? null,
      dateOfBirthMonth: month ?? null,
      dateOfBirthYear: year ?? null,
      company: input.company?.trim() ?? '',
      vatNumber: input.vatNumber?.trim() ?? '',
      phone: input.phone.trim(),
      fax: input.fax?.trim() ?? '',
      newsletter: false,
    },
    form: {},
  }
}
