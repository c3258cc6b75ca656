import type { Endpoint, PayloadRequest, TypedUser } from 'payload'
import { getFieldsToSign, jwtSign } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

import { attemptOn, setCookieHeader, signedIn, tooManyAttempts } from '@/auth/sign-in-guard'
import { isEmail, normalizeEmail } from '@/commerce/rules/email'
import { asFields, asText } from '@/commerce/rules/form-input'
import { localeOr } from '@/i18n/locales'
import { afterResponse } from '@/lib/after-response'
import { signInLinkMail } from '@/mail/sign-in-link'
import { sendMail } from '@/mail/transport'
import { requestSignInLink, redeemSignInLink } from '@/security/sign-in-links'

import { SIGN_IN_LINK_PARAM, staffAuthTexts as texts } from './sign-in-link-texts'

const fields = async (req: PayloadRequest) => asFields(await req.json?.().catch(() => ({})))

const refused = (message: string, status = 400) =>
  Response.json({ errors: [{ message }] }, { status })

/**
 * The site's configured public address: a link built from the request's Host header could be
 * made to lead a stranger's way, taking the token with it.
 */
const adminSignInUrl = (req: PayloadRequest, token: string) => {
  const origin = (
    req.payload.config.serverURL || new URL(req.url ?? '/', 'http://localhost').origin
  ).replace(/\/$/, '')
  return `${origin}${req.payload.config.routes.admin}/login?${SIGN_IN_LINK_PARAM}=${token}`
}

/** Mails a staff member a sign-in link (docs/adr/0018); the answer never tells whether they exist. */
async function requestLink(req: PayloadRequest): Promise<Response> {
  const language = localeOr(req.i18n?.language)
  const email = normalizeEmail(asText((await fields(req)).email))
  if (!isEmail(email)) return refused(texts.invalidEmail[language])
  const { payload } = req
  const verdict = await requestSignInLink(payload, {
    realm: 'admins',
    email,
    headers: req.headers,
    find: async (address) =>
      (await payload.count({ collection: 'admins', where: { email: { equals: address } } }))
        .totalDocs > 0
        ? address
        : null,
    send: async (to, token) =>
      sendMail(await signInLinkMail(to, language, adminSignInUrl(req, token))),
    later: (task) => afterResponse(task, 'Staff sign-in link not sent'),
  })
  if (!verdict.allowed)
    return tooManyAttempts(verdict, { errors: [{ message: texts.tooMany[language] }] })
  return Response.json({ message: texts.sent[language] })
}

/**
 * Signs a staff member in with a link's token, whatever the password throttle says: Payload's own
 * session and cookie, made the way its login makes them. The browser becomes a known device.
 */
async function useLink(req: PayloadRequest): Promise<Response> {
  const language = localeOr(req.i18n?.language)
  const { payload } = req
  const email = await redeemSignInLink(payload, 'admins', asText((await fields(req)).token))
  const user = email
    ? await payload.db.findOne<TypedUser>({
        collection: 'admins',
        where: { email: { equals: email } },
        req,
      })
    : null
  if (!email || !user) return refused(texts.invalidLink[language])

  const collectionConfig = payload.collections.admins.config
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const { token } = await jwtSign({
    fieldsToSign: getFieldsToSign({ collectionConfig, email, sid, user }),
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  const headers = new Headers()
  headers.append(
    'Set-Cookie',
    generatePayloadCookie({
      collectionAuthConfig: collectionConfig.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token,
    }),
  )
  const attempt = attemptOn('admins', email, req.headers, payload.secret)
  const device = await signedIn(payload, 'admins', attempt, payload.secret)
  if (device) headers.append('Set-Cookie', setCookieHeader(device))
  return Response.json({ ok: true }, { headers })
}

export const signInLinkEndpoints: Endpoint[] = [
  { path: '/sign-in-link', method: 'post', handler: requestLink },
  { path: '/sign-in-link/use', method: 'post', handler: useLink },
]
