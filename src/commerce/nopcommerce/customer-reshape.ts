import type { Customer, Registration } from '../types'
import { localeOfLanguageId } from './language-ids'

/**
 * The customer as Customer/Info answers it (CustomerInfoModelDto), camelCased: names, e-mail
 * address, contact fields and newsletter, but neither the customer's id nor their language.
 */
export type NopCustomerInfo = {
  email: string | null
  firstName: string | null
  lastName: string | null
  phone?: string | null
  fax?: string | null
  company?: string | null
  vatNumber?: string | null
  newsletter: boolean
}

/**
 * The domain's customer: the id GetToken named (kept in the session), Customer/Info's fields,
 * and the customer's working language (Common/GetLanguageSelector); null without an address.
 */
export function reshapeCustomer(
  id: number,
  info: NopCustomerInfo,
  languageId: number,
): Customer | null {
  if (!info.email) return null
  return {
    id,
    email: info.email,
    firstName: info.firstName ?? '',
    lastName: info.lastName ?? '',
    locale: localeOfLanguageId(languageId) ?? 'nl',
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
