'use server'

import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'
import {
  asRegistrationForm,
  type RegistrationForm,
  registrationProblems,
} from '@/commerce/rules/credentials'
import { admitRegistration } from '@/auth/throttled-sign-in'
import { isLocale } from '@/i18n/locales'
import { log } from '@/lib/log'

/** Problem keys of `auth.problems` per field, or under `form` for the form as a whole. */
export type RegisterResult = { ok: true } | { ok: false; problems: Record<string, string> }

/** Creates the account; the form then signs the new customer in. */
export async function registerCustomer(
  locale: string,
  sent: RegistrationForm,
): Promise<RegisterResult> {
  const form = asRegistrationForm(sent)
  const problems = registrationProblems(form)
  if (Object.keys(problems).length > 0)
    return { ok: false, problems: problems as Record<string, string> }
  // Registration tells whether an address is taken: only a few tries per visitor.
  if (!(await admitRegistration()).allowed) return { ok: false, problems: { form: 'throttled' } }
  try {
    await commerce.customers.register({
      gender: form.gender,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      password: form.password,
      phone: form.phone,
      birthDate: form.birthDate || null,
      company: form.company || null,
      newsletter: form.newsletter,
      locale: isLocale(locale) ? locale : 'nl',
    })
    return { ok: true }
  } catch (error) {
    if (error instanceof CommerceError && error.code === 'email-exists')
      return { ok: false, problems: { email: 'email-exists' } }
    log().error({ err: error }, 'Registration failed')
    return { ok: false, problems: { form: 'failed' } }
  }
}
