'use server'

import { currentCustomer } from '@/auth/customer-session'
import { CommerceError } from '@/commerce/provider'
import { asText } from '@/commerce/rules/form-input'
import {
  type ApplicationForm,
  applicationProblems,
  TesterRefusal,
  type TesterProblem,
} from '@/commerce/rules/tester'
import { storeApplication } from '@/content/tester-apply'
import { payloadClient } from '@/lib/payload'
import { containsNul } from '@/security/nul-characters'

import { runAction } from './run-action'

export type ApplyResult = { ok: true } | { ok: false; message: string }

/** A signed-in customer applies to a test; a refusal comes back translated and stores nothing. */
export async function applyToTest(
  rawLocale: string,
  testId: number,
  sent: ApplicationForm,
): Promise<ApplyResult> {
  const setting = {
    locale: rawLocale,
    problems: 'tester.problems',
    what: 'Applying to a test failed',
  }
  return runAction<ApplyResult>(setting, async ({ locale, t }) => {
    const refused = (problem: TesterProblem): ApplyResult => ({ ok: false, message: t(problem) })
    if (containsNul(sent)) return { ok: false, message: t('invalid-characters') }
    const motivation = asText(sent?.motivation).trim()
    const problem = applicationProblems({ motivation }).motivation
    if (problem) return refused(problem)
    const id = Number(testId)
    if (!Number.isSafeInteger(id) || id <= 0) return refused('test-unavailable')
    // Name and e-mail as the commerce backend knows them for this session.
    const customer = await currentCustomer()
    if (!customer) throw new CommerceError('not-signed-in')
    const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email
    try {
      await storeApplication(
        await payloadClient(),
        id,
        { customerId: customer.id, name, email: customer.email, locale },
        motivation,
      )
    } catch (error) {
      if (error instanceof TesterRefusal) return refused(error.code)
      throw error
    }
    return { ok: true }
  })
}
