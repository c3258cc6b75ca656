'use server'

import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'
import { emailProblems, newPasswordProblems } from '@/commerce/rules/credentials'
import { isLocale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { requestOrigin } from '@/lib/request-origin'

/** A problem key of `auth.problems` per field, or for the form as a whole. */
export type PasswordResult = { ok: true } | { ok: false; problems: Record<string, string> }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Sends the reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(
  rawLocale: string,
  email: string,
): Promise<PasswordResult> {
  const problems = emailProblems({ email: text(email) })
  if (problems.email) return { ok: false, problems }
  const locale = isLocale(rawLocale) ? rawLocale : 'nl'
  const origin = await requestOrigin()
  try {
    await commerce.customers.requestPasswordReset(text(email), locale, (token) => {
      const path = getPathname({ href: { pathname: '/resetPassword', query: { token } }, locale })
      return `${origin}${path}`
    })
    return { ok: true }
  } catch (error) {
    console.error('Password reset request failed', error)
    return { ok: false, problems: { form: 'failed' } }
  }
}

/** Sets the new password chosen through an e-mailed link. */
export async function resetPassword(
  token: string,
  password: string,
  confirmPassword: string,
): Promise<PasswordResult> {
  const form = { password: text(password), confirmPassword: text(confirmPassword) }
  const problems = newPasswordProblems(form)
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  try {
    await commerce.customers.resetPassword(text(token), form.password)
    return { ok: true }
  } catch (error) {
    if (error instanceof CommerceError) return { ok: false, problems: { form: error.code } }
    console.error('Password reset failed', error)
    return { ok: false, problems: { form: 'failed' } }
  }
}
