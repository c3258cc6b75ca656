'use server'

import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import {
  asCustomerDetailsForm,
  type CustomerDetailsForm,
  customerDetailsProblems,
  detailsForm,
} from '@/commerce/rules/customer-details'
import { isLocale } from '@/i18n/locales'
import { currentCustomer } from '@/lib/customer-session'
import { containsNul } from '@/security/nul-characters'

import { problemMessage } from './commerce-problem'

/**
 * Saved: the details as now kept. Refused: problem keys of `accountDetails.problems` per field,
 * or the translated message of what refused the form as a whole.
 */
export type DetailsResult =
  | { ok: true; details: CustomerDetailsForm }
  | { ok: false; problems: Record<string, string>; message?: string }

const known = new Set([
  'not-signed-in',
  'required',
  'too-long',
  'invalid-phone',
  'invalid-vat-number',
])

/** The signed-in customer changes their own names, phone, fax, company and VAT number. */
export async function saveCustomerDetails(
  rawLocale: string,
  sent: CustomerDetailsForm,
): Promise<DetailsResult> {
  const locale = isLocale(rawLocale) ? rawLocale : 'nl'
  const t = await getTranslations({ locale, namespace: 'accountDetails.problems' })
  if (containsNul(sent)) return { ok: false, problems: {}, message: t('invalid-characters') }
  const form = asCustomerDetailsForm(sent)
  const problems = customerDetailsProblems(form)
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  const customer = await currentCustomer()
  if (!customer) return { ok: false, problems: {}, message: t('not-signed-in') }
  try {
    const saved = await commerce.account.saveDetails(customer.session, {
      ...form,
      fax: form.fax || null,
      company: form.company || null,
      vatNumber: form.vatNumber || null,
    })
    return { ok: true, details: detailsForm(saved) }
  } catch (error) {
    const message = problemMessage(error, t, known, 'Saving customer details failed', locale)
    return { ok: false, problems: {}, message }
  }
}
