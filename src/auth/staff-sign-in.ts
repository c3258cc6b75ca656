import 'server-only'

import type { REST_POST } from '@payloadcms/next/routes'
import { after } from 'next/server'
import { getPayload, type SanitizedConfig } from 'payload'

import { admit, attemptOn, setCookieHeader, signedIn, tooManyAttempts } from '@/auth/sign-in-guard'
import { staffAuthTexts } from '@/collections/Admins/sign-in-link-texts'
import { normalizeEmail } from '@/commerce/rules/email'
import { asFields, asText } from '@/commerce/rules/form-input'
import { cookieValue } from '@/security/cookie-value'
import { checkAgainstDecoy } from '@/security/passwords'

type RestHandler = ReturnType<typeof REST_POST>

const STAFF_AUTH = /^\/api\/admins\/(login|forgot-password)\/?$/

const tooMany = staffAuthTexts.tooMany

/** What Payload reads from a login or recovery request: JSON, or a form's `_payload` field. */
async function payloadData(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const form = await request.formData().catch(() => null)
    try {
      return asFields(JSON.parse(asText(form?.get('_payload'))))
    } catch {
      return {}
    }
  }
  return asFields(await request.json().catch(() => ({})))
}

/**
 * Staff sign-in and password recovery through Payload's REST API, throttled in front of Payload
 * (no lock-out; docs/adr/0001-sign-in-throttling.md) and outside its transactions. An unknown
 * address costs a password check too, and recovery answers before Payload looks up the address
 * and mails, so that neither tells which addresses belong to staff.
 */
export function staffSignIn(handler: RestHandler, config: Promise<SanitizedConfig>): RestHandler {
  return async (request, args) => {
    const action = STAFF_AUTH.exec(new URL(request.url).pathname)?.[1]
    if (!action) return handler(request, args)
    const payload = await getPayload({ config })
    const data = await payloadData(request)
    const email = normalizeEmail(asText(data.email))
    const attempt = attemptOn('admins', email, request.headers, payload.secret)
    const verdict = await admit(payload, action === 'login' ? 'sign-in' : 'recovery', attempt)
    if (!verdict.allowed) {
      const language = cookieValue(request.headers.get('cookie'), 'payload-lng')
      const message = tooMany[language as keyof typeof tooMany] ?? tooMany.nl
      return tooManyAttempts(verdict, { errors: [{ message }] })
    }
    const headers = new Headers(request.headers)
    headers.set('content-type', 'application/json')
    headers.delete('content-length')
    const forward = () =>
      handler(
        new Request(request.url, { method: 'POST', headers, body: JSON.stringify(data) }),
        args,
      )

    if (action === 'forgot-password') {
      after(() => forward().then(() => undefined))
      return Response.json({ message: 'Success' })
    }
    const known = await payload.count({ collection: 'admins', where: { email: { equals: email } } })
    if (known.totalDocs === 0) await checkAgainstDecoy(asText(data.password))
    const response = await forward()
    if (!response.ok) return response
    const cookie = await signedIn(payload, 'admins', attempt, payload.secret)
    if (!cookie) return response
    const answered = new Response(response.body, response)
    answered.headers.append('Set-Cookie', setCookieHeader(cookie))
    return answered
  }
}
