'use server'

import { currentCustomer } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import {
  asCustomerDetailsForm,
  type CustomerDetailsForm,
  customerDetailsProblems,
  detailsForm,
} from '@/commerce/rules/customer-details'
import { containsNul } from '@/security/nul-characters'

import { runAction } from './run-action'

/**
 * Saved: the details as now kept. Refused: problem keys of `accountDetails.problems` per field,
 * or the translated message of what refused the form as a whole.
 */
export type DetailsResult =
  | { ok: true; details: CustomerDetailsForm }
  | { ok: false; problems: Record<string, string>; message?: string }

/** The signed-in customer changes their own names, phone, fax, company and VAT number. */
export async function saveCustomerDetails(
  rawLocale: string,
  sent: CustomerDetailsForm,
): Promise<DetailsResult> {
  const setting = {
    locale: rawLocale,
    problems: 'accountDetails.problems',
    what: 'Saving customer details failed',
    refuse: (message: string): DetailsResult => ({ ok: false, problems: {}, message }),
  }
  return runAction<DetailsResult, DetailsResult>(setting, async ({ t }) => {
    if (containsNul(sent)) return { ok: false, problems: {}, message: t('invalid-characters') }
    const form = asCustomerDetailsForm(sent)
    const problems = customerDetailsProblems(form)
    if (Object.keys(problems).length > 0) return { ok: false, problems }
    const customer = await currentCustomer()
    if (!customer) return { ok: false, problems: {}, message: t('not-signed-in') }
    const saved = await commerce.account.saveDetails(customer.session, {
      ...form,
      fax: form.fax || null,
      company: form.company || null,
      vatNumber: form.vatNumber || null,
    })
    return { ok: true, details: detailsForm(saved) }
  })
}
