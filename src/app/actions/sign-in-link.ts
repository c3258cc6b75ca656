'use server'

import { headers } from 'next/headers'

import { requestCustomerSignInLink } from '@/auth/sign-in-link'
import { commerce } from '@/commerce'
import { emailProblems } from '@/commerce/rules/credentials'
import { asText } from '@/commerce/rules/form-input'
import { getPathname } from '@/i18n/navigation'
import { afterResponse } from '@/lib/after-response'
import { payloadClient } from '@/lib/payload'
import { requestOrigin } from '@/lib/request-origin'

import type { PasswordResult } from './password'

/** Mails a sign-in link when the address has an account; the answer is the same either way. */
export async function requestSignInLink(email: string): Promise<PasswordResult> {
  const problems = emailProblems({ email: asText(email) })
  if (problems.email) return { ok: false, problems }
  const origin = await requestOrigin()
  const verdict = await requestCustomerSignInLink(
    await payloadClient(),
    commerce.customers,
    {
      email: asText(email),
      headers: await headers(),
      page: (locale, token) =>
        `${origin}${getPathname({ href: '/login', locale })}?signInLink=${token}`,
    },
    (task) => afterResponse(task, 'Sign-in link not sent'),
  )
  return verdict.allowed ? { ok: true } : { ok: false, problems: { form: 'throttled' } }
}
