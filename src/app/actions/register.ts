'use server'

import { after } from 'next/server'

import { registerOrTellOwner } from '@/auth/registration'
import { admitRegistration } from '@/auth/throttled-sign-in'
import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'
import type { PostalForm } from '@/commerce/rules/address'
import {
  asRegistrationForm,
  type RegistrationForm,
  registrationProblems,
} from '@/commerce/rules/credentials'
import type { CountryCode, PostalAddress } from '@/commerce/types'
import { getPathname } from '@/i18n/navigation'
import { requestOrigin } from '@/lib/request-origin'
import { log } from '@/logging/log'
import { containsNul } from '@/security/nul-characters'

import { localeOr } from '@/i18n/locales'

const postal = (form: PostalForm): PostalAddress => ({
  street: form.street,
  houseNumber: form.houseNumber,
  postcode: form.postcode,
  city: form.city,
  country: form.country as CountryCode,
})

/**
 * What a backend with other address rules than ours may still refuse, and a backend that does
 * not answer: shown for the form.
 */
const formCodes: ReadonlySet<string> = new Set([
  'required',
  'invalid-postcode',
  'invalid-country',
  'backend-unavailable',
])

/** Problem keys of `auth.problems` per field, or under `form` for the form as a whole. */
export type RegisterResult = { ok: true } | { ok: false; problems: Record<string, string> }

/** Creates the account; the form then signs the new customer in. */
export async function registerCustomer(
  locale: string,
  sent: RegistrationForm,
): Promise<RegisterResult> {
  if (containsNul(sent)) return { ok: false, problems: { form: 'invalid-characters' } }
  const form = asRegistrationForm(sent)
  const problems = registrationProblems(form)
  if (Object.keys(problems).length > 0)
    return { ok: false, problems: problems as Record<string, string> }
  if (!(await admitRegistration()).allowed) return { ok: false, problems: { form: 'throttled' } }
  const language = localeOr(locale)
  const origin = await requestOrigin()
  const links = {
    signIn: `${origin}${getPathname({ href: '/login', locale: language })}`,
    recovery: `${origin}${getPathname({ href: '/passwordrecovery', locale: language })}`,
  }
  // An address that already has an account gets the same answer as a new one; its owner is mailed.
  const mailLater = (task: () => Promise<void>) =>
    after(() =>
      task().catch((error: unknown) => log().error({ err: error }, 'Account-exists mail failed')),
    )
  try {
    const registration = {
      gender: form.gender,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      password: form.password,
      phone: form.phone,
      fax: form.fax || null,
      birthDate: form.birthDate || null,
      company: form.company || null,
      vatNumber: form.vatNumber || null,
      address: postal(form.address),
      deliveryAddress: form.deliverySameAsBilling ? null : postal(form.delivery),
      newsletter: form.newsletter,
      locale: language,
    }
    await registerOrTellOwner(commerce.customers, registration, links, mailLater)
    return { ok: true }
  } catch (error) {
    // The shop's password rules may be stricter than the form's.
    if (error instanceof CommerceError && error.code === 'password-too-short')
      return { ok: false, problems: { password: 'password-too-short' } }
    if (error instanceof CommerceError && formCodes.has(error.code))
      return { ok: false, problems: { form: error.code } }
    log().error({ err: error }, 'Registration failed')
    return { ok: false, problems: { form: 'failed' } }
  }
}
