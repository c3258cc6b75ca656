import 'server-only'

import { cookies, headers } from 'next/headers'

import { admit, attemptOn, signedIn } from '@/auth/sign-in-guard'
import { payloadClient } from '@/lib/payload'
import { clientIp } from '@/security/client-ip'
import { accountKey } from '@/security/known-device'
import { formLimits, newsletterLimits, registrationLimits } from '@/security/sign-in-limits'
import { takeAttempt, type Verdict } from '@/security/throttle'

const secret = () => process.env.AUTH_SECRET ?? ''

const customerAttempt = async (email: string) =>
  attemptOn('customers', email, await headers(), secret())

/** Counts a customer's sign-in attempt, or refuses it when there were too many. */
export async function admitSignIn(email: string, incoming: Headers): Promise<Verdict> {
  return admit(await payloadClient(), 'sign-in', attemptOn('customers', email, incoming, secret()))
}

/** After a good password: the counts start again and this browser becomes a known device. */
export async function rememberSignIn(email: string): Promise<void> {
  const cookie = await signedIn(
    await payloadClient(),
    'customers',
    await customerAttempt(email),
    secret(),
  )
  if (cookie)
    (await cookies()).set(cookie.name, cookie.value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookie.secure,
      maxAge: cookie.maxAge,
      path: '/',
    })
}

export async function admitRecovery(email: string): Promise<Verdict> {
  return admit(await payloadClient(), 'recovery', await customerAttempt(email))
}

/** The request's headers: an action's own, or those a caller hands over. */
const requestHeaders = async (incoming?: Headers) => incoming ?? (await headers())

export async function admitRegistration(incoming?: Headers): Promise<Verdict> {
  const ip = clientIp(await requestHeaders(incoming))
  return takeAttempt(await payloadClient(), registrationLimits(ip))
}

export async function admitNewsletter(email: string): Promise<Verdict> {
  const limits = newsletterLimits({
    ip: clientIp(await headers()),
    account: accountKey('customers', email),
  })
  return takeAttempt(await payloadClient(), limits)
}

export async function admitFormMessage(incoming?: Headers): Promise<Verdict> {
  return takeAttempt(await payloadClient(), formLimits(clientIp(await requestHeaders(incoming))))
}
