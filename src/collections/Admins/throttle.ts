import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { secureCookies } from '@/security/cookies'
import { clientIp } from '@/security/client-ip'
import { cookieValue } from '@/security/cookie-value'
import {
  accountKey,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE,
  knownDevice,
  knownDeviceCookie,
} from '@/security/known-device'
import { checkAgainstDecoy } from '@/security/passwords'
import { type Attempt, recoveryLimits, afterSignIn, signInLimits } from '@/security/sign-in-limits'
import { forgetAttempts, forgetLatestAttempt, takeAttempt } from '@/security/throttle'

const tooMany = {
  nl: 'Te veel pogingen. Wacht een paar minuten en probeer het dan opnieuw.',
  fr: 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  en: 'Too many attempts. Please wait a few minutes and try again.',
}

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

function attemptOn(req: PayloadRequest, email: string): Attempt {
  const account = accountKey('admins', email)
  const cookie = cookieValue(req.headers.get('cookie'), KNOWN_DEVICE_COOKIE) ?? undefined
  return {
    ip: clientIp(req.headers),
    account,
    knownDevice: knownDevice(req.payload.secret, account, cookie),
  }
}

/**
 * Staff sign-in and password recovery are throttled like the shop's (no lock-out; see
 * docs/adr/0001-sign-in-throttling.md), and an unknown address costs a password check too.
 */
export const throttleAdminAuth: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const email = emailOf(args.data)
  const attempt = attemptOn(req, email)
  const limits = operation === 'login' ? signInLimits(attempt) : recoveryLimits(attempt)
  const verdict = await takeAttempt(req.payload, limits)
  if (!verdict.allowed) {
    const language = req.i18n?.language as keyof typeof tooMany
    throw new APIError(tooMany[language] ?? tooMany.en, 429, null, true)
  }
  if (operation === 'login') {
    const found = await req.payload.count({
      collection: 'admins',
      where: { email: { equals: email } },
    })
    const password = (args.data as { password?: unknown }).password
    if (found.totalDocs === 0) await checkAgainstDecoy(typeof password === 'string' ? password : '')
  }
  return args
}

/** A good password: the account's count starts again and this browser becomes known. */
export const rememberAdminDevice: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = attemptOn(req, emailOf(user))
  const { empty, takeBack } = afterSignIn(attempt)
  await forgetAttempts(req.payload, empty)
  await forgetLatestAttempt(req.payload, takeBack)
  if (attempt.knownDevice) return
  const cookie = [
    `${KNOWN_DEVICE_COOKIE}=${knownDeviceCookie(req.payload.secret, attempt.account)}`,
    'Path=/',
    `Max-Age=${KNOWN_DEVICE_MAX_AGE}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.append('Set-Cookie', cookie)
}
