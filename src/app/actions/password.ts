'use server'

import { after } from 'next/server'

import { currentCustomer } from '@/auth/customer-session'
import { admitRecovery } from '@/auth/throttled-sign-in'
import { commerce } from '@/commerce'
import {
  emailProblems,
  type NewPasswordForm,
  newPasswordProblems,
} from '@/commerce/rules/credentials'
import { asText } from '@/commerce/rules/form-input'
import { getPathname } from '@/i18n/navigation'
import { requestOrigin } from '@/lib/request-origin'
import { log } from '@/logging/log'

import { runFormAction } from './run-action'
import { localeOr } from '@/i18n/locales'

/** A problem key of `auth.problems` per field, or for the form as a whole. */
export type PasswordResult = { ok: true } | { ok: false; problems: Record<string, string> }

/**
 * Sends the reset link when the address has an account. The answer comes before any lookup or
 * mail, so it is the same, and as quick, either way.
 */
export async function requestPasswordReset(
  rawLocale: string,
  email: string,
): Promise<PasswordResult> {
  const problems = emailProblems({ email: asText(email) })
  if (problems.email) return { ok: false, problems }
  if (!(await admitRecovery(asText(email))).allowed)
    return { ok: false, problems: { form: 'throttled' } }
  const locale = localeOr(rawLocale)
  const origin = await requestOrigin()
  after(() =>
    commerce.customers
      .requestPasswordReset(
        asText(email),
        locale,
        `${origin}${getPathname({ href: '/resetPassword', locale })}?token={token}`,
      )
      .catch((error: unknown) => log().error({ err: error }, 'Password reset request failed')),
  )
  return { ok: true }
}

/** Sets the new password chosen through an e-mailed link (the token is bound by the page). */
export async function resetPassword(
  token: string,
  values: NewPasswordForm,
): Promise<PasswordResult> {
  const form = {
    password: asText(values?.password),
    confirmPassword: asText(values?.confirmPassword),
  }
  const problems = newPasswordProblems(form)
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return answer(() => commerce.customers.resetPassword(asText(token), form.password))
}

/** A signed-in customer's new password, after the current one. */
export async function changePassword(values: NewPasswordForm): Promise<PasswordResult> {
  const form = {
    currentPassword: asText(values?.currentPassword),
    password: asText(values?.password),
    confirmPassword: asText(values?.confirmPassword),
  }
  const problems = newPasswordProblems(form)
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  const customer = await currentCustomer()
  if (!customer) return { ok: false, problems: { form: 'signed-out' } }
  return answer(() =>
    commerce.customers.changePassword(customer.session, form.currentPassword, form.password),
  )
}

/** The shopper's problem when the commerce backend names one; otherwise logged, and 'failed'. */
const answer = (change: () => Promise<void>): Promise<PasswordResult> =>
  runFormAction('Password change failed', async () => {
    await change()
    return { ok: true } as const
  })
