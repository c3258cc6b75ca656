'use server'

import { getTranslations } from 'next-intl/server'

import { CommerceError } from '@/commerce/provider'
import { asText } from '@/commerce/rules/form-input'
import { type ApplicationForm, applicationProblems } from '@/commerce/rules/tester'
import { storeApplication } from '@/content/tester-apply'
import { isLocale } from '@/i18n/locales'
import { currentCustomer } from '@/lib/customer-session'
import { payloadClient } from '@/lib/payload'
import { containsNul } from '@/security/nul-characters'

import { problemMessage } from './commerce-problem'

export type ApplyResult = { ok: true } | { ok: false; message: string }

const known = new Set([
  'not-signed-in',
  'motivation-too-long',
  'test-unavailable',
  'test-not-started',
  'test-ended',
  'test-full',
  'already-applied',
])

/** A signed-in customer applies to a test; a refusal comes back translated and stores nothing. */
export async function applyToTest(
  rawLocale: string,
  testId: number,
  sent: ApplicationForm,
): Promise<ApplyResult> {
  const locale = isLocale(rawLocale) ? rawLocale : 'nl'
  const t = await getTranslations({ locale, namespace: 'tester.problems' })
  if (containsNul(sent)) return { ok: false, message: t('invalid-characters') }
  try {
    const motivation = asText(sent?.motivation).trim()
    const problem = applicationProblems({ motivation }).motivation
    if (problem) throw new CommerceError(problem)
    const id = Number(testId)
    if (!Number.isSafeInteger(id) || id <= 0) throw new CommerceError('test-unavailable')
    // Name and e-mail as the commerce backend knows them for this session.
    const customer = await currentCustomer()
    if (!customer) throw new CommerceError('not-signed-in')
    const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email
    await storeApplication(
      await payloadClient(),
      id,
      { customerId: customer.id, name, email: customer.email, locale },
      motivation,
    )
    return { ok: true }
  } catch (error) {
    return { ok: false, message: problemMessage(error, t, known, 'Applying to a test failed') }
  }
}
