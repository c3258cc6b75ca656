import type { Payload } from 'payload'

import { clientIp } from '@/security/client-ip'
import { cookieValue } from '@/security/cookie-value'
import { secureCookies } from '@/security/cookies'
import {
  accountKey,
  KNOWN_DEVICE_MAX_AGE,
  knownDevice,
  knownDeviceCookie,
  knownDeviceCookieName,
  type Realm,
} from '@/security/known-device'
import { type Attempt, afterSignIn, recoveryLimits, signInLimits } from '@/security/sign-in-limits'
import { forgetAttempts, forgetLatestAttempt, takeAttempt, type Verdict } from '@/security/throttle'

/**
 * The bookkeeping around a sign-in or a password recovery, the same for the storefront's
 * customers and Payload's staff (docs/adr/0001-sign-in-throttling.md).
 */
export function attemptOn(realm: Realm, email: string, headers: Headers, secret: string): Attempt {
  const account = accountKey(realm, email)
  const cookie = cookieValue(headers.get('cookie'), knownDeviceCookieName(realm)) ?? undefined
  return { ip: clientIp(headers), account, knownDevice: knownDevice(secret, account, cookie) }
}

/** Counts the attempt, or refuses it when its allowance is used up. */
export const admit = (payload: Payload, kind: 'sign-in' | 'recovery', attempt: Attempt) =>
  takeAttempt(payload, kind === 'sign-in' ? signInLimits(attempt) : recoveryLimits(attempt))

export type DeviceCookie = { name: string; value: string; maxAge: number; secure: boolean }

/**
 * After a good password: the counts start again, and a browser that was not known yet gets its
 * known-device cookie.
 */
export async function signedIn(
  payload: Payload,
  realm: Realm,
  attempt: Attempt,
  secret: string,
): Promise<DeviceCookie | null> {
  const { empty, takeBack } = afterSignIn(attempt)
  await forgetAttempts(payload, empty)
  if (takeBack) await forgetLatestAttempt(payload, takeBack)
  if (attempt.knownDevice) return null
  return {
    name: knownDeviceCookieName(realm),
    value: knownDeviceCookie(secret, attempt.account),
    maxAge: KNOWN_DEVICE_MAX_AGE,
    secure: secureCookies(),
  }
}

/** The cookie as a Set-Cookie header value (httpOnly, same-site lax, whole site). */
export const setCookieHeader = ({ name, value, maxAge, secure }: DeviceCookie) =>
  [`${name}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax']
    .concat(secure ? ['Secure'] : [])
    .join('; ')

/** The 429 answer, for clients that read JSON. */
export const tooManyAttempts = (verdict: Extract<Verdict, { allowed: false }>, body: unknown) =>
  Response.json(body, {
    status: 429,
    headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
  })
