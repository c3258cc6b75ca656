import 'server-only'

import { cookies, headers } from 'next/headers'

import { payloadClient } from '@/lib/payload'
import { clientIp } from '@/security/client-ip'
import {
  accountKey,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE,
  knownDevice,
  knownDeviceCookie,
} from '@/security/known-device'
import {
  type Attempt,
  recoveryLimits,
  registrationLimits,
  afterSignIn,
  signInLimits,
} from '@/security/sign-in-limits'
import { forgetAttempts, forgetLatestAttempt, takeAttempt, type Verdict } from '@/security/throttle'
import { secureCookies } from '@/security/cookies'

const secret = () => process.env.AUTH_SECRET ?? ''

/** This request's attempt on a customer account, named by the e-mail address typed. */
async function attemptOn(email: string): Promise<Attempt> {
  const [incoming, jar] = await Promise.all([headers(), cookies()])
  const account = accountKey('customers', email)
  const device = knownDevice(secret(), account, jar.get(KNOWN_DEVICE_COOKIE)?.value)
  return { ip: clientIp(incoming), account, knownDevice: device }
}

/** Counts a sign-in attempt, or refuses it when there were too many. */
export async function admitSignIn(email: string): Promise<Verdict> {
  return takeAttempt(await payloadClient(), signInLimits(await attemptOn(email)))
}

/** After a good password: the account's count starts again and this browser is known. */
export async function rememberSignIn(email: string): Promise<void> {
  const attempt = await attemptOn(email)
  const payload = await payloadClient()
  const { empty, takeBack } = afterSignIn(attempt)
  await forgetAttempts(payload, empty)
  await forgetLatestAttempt(payload, takeBack)
  if (attempt.knownDevice) return
  ;(await cookies()).set(KNOWN_DEVICE_COOKIE, knownDeviceCookie(secret(), attempt.account), {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    maxAge: KNOWN_DEVICE_MAX_AGE,
    path: '/',
  })
}

export async function admitRecovery(email: string): Promise<Verdict> {
  const { ip, account } = await attemptOn(email)
  return takeAttempt(await payloadClient(), recoveryLimits({ ip, account }))
}

export async function admitRegistration(): Promise<Verdict> {
  return takeAttempt(await payloadClient(), registrationLimits(clientIp(await headers())))
}
