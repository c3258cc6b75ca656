import { CommerceError } from '../provider'
import { asCustomerDetailsForm, customerDetailsProblems } from '../rules/customer-details'
import { normalizeVatNumber } from '../rules/vat-number'
import type { CustomerDetailsInput } from '../types'

/** A customer's details as the account keeps them; bad input throws its first problem. */
export function checkedCustomerDetails(input: CustomerDetailsInput): CustomerDetailsInput {
  const form = asCustomerDetailsForm({
    ...input,
    fax: input.fax ?? '',
    company: input.company ?? '',
    vatNumber: input.vatNumber ?? '',
  })
  const problems = Object.values(customerDetailsProblems(form))
  if (problems.length > 0) throw new CommerceError(problems[0])
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    fax: form.fax.trim() || null,
    company: form.company.trim() || null,
    vatNumber: normalizeVatNumber(form.vatNumber) || null,
  }
}
