import type { CustomerDetailsInput } from '../types'
import { withoutControlCharacters } from './control-characters'
import { asFields, asText } from './form-input'
import { isPhone } from './phone'
import { isVatNumber } from './vat-number'

/** The details a customer edits in their account, as a form holds them. */
export type CustomerDetailsForm = {
  firstName: string
  lastName: string
  phone: string
  fax: string
  company: string
  vatNumber: string
}

/** Message keys (namespace `accountDetails.problems`). */
export type CustomerDetailsProblem =
  | 'required'
  | 'too-long'
  | 'invalid-phone'
  | 'invalid-vat-number'

/** The longest text each field takes. */
export const customerDetailsMaxLength: Record<keyof CustomerDetailsForm, number> = {
  firstName: 100,
  lastName: 100,
  phone: 30,
  fax: 30,
  company: 100,
  vatNumber: 20,
}

const fields = Object.keys(customerDetailsMaxLength) as Array<keyof CustomerDetailsForm>
const requiredFields: ReadonlySet<keyof CustomerDetailsForm> = new Set([
  'firstName',
  'lastName',
  'phone',
])

/** Problems per field: names and phone required, lengths, phone numbers and VAT number formats. */
export function customerDetailsProblems(
  form: CustomerDetailsForm,
): Partial<Record<keyof CustomerDetailsForm, CustomerDetailsProblem>> {
  const problems: Partial<Record<keyof CustomerDetailsForm, CustomerDetailsProblem>> = {}
  for (const field of fields) {
    const value = form[field].trim()
    if (!value && requiredFields.has(field)) problems[field] = 'required'
    else if (value.length > customerDetailsMaxLength[field]) problems[field] = 'too-long'
  }
  for (const field of ['phone', 'fax'] as const)
    if (!problems[field] && form[field].trim() && !isPhone(form[field]))
      problems[field] = 'invalid-phone'
  if (!problems.vatNumber && form.vatNumber.trim() && !isVatNumber(form.vatNumber))
    problems.vatNumber = 'invalid-vat-number'
  return problems
}

/** The form as sent by a browser, whatever it holds: every field a line without control characters. */
export function asCustomerDetailsForm(raw: unknown): CustomerDetailsForm {
  const form = asFields(raw)
  const line = (name: keyof CustomerDetailsForm) => withoutControlCharacters(asText(form[name]))
  return {
    firstName: line('firstName'),
    lastName: line('lastName'),
    phone: line('phone'),
    fax: line('fax'),
    company: line('company'),
    vatNumber: line('vatNumber'),
  }
}

/** Kept details as the form shows them: every field a string. */
export const detailsForm = (details: CustomerDetailsInput): CustomerDetailsForm => ({
  firstName: details.firstName,
  lastName: details.lastName,
  phone: details.phone,
  fax: details.fax ?? '',
  company: details.company ?? '',
  vatNumber: details.vatNumber ?? '',
})
