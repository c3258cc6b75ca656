import NextAuth from 'next-auth'
import { NextRequest } from 'next/server'

import { authOptions } from '@/auth/options'
import { tooManyAttempts } from '@/auth/sign-in-guard'
import { admitSignIn } from '@/auth/throttled-sign-in'
import { asText } from '@/commerce/rules/form-input'
import { requestOrigin } from '@/lib/request-origin'

const handler = NextAuth(authOptions)

/** The form fields as next-auth reads them: JSON, or a form whose repeated keys keep the last. */
async function fields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? ''
  const raw: unknown = type.includes('application/json')
    ? await request.json().catch(() => ({}))
    : Object.fromEntries(new URLSearchParams(await request.text()))
  const entries = Object.entries(typeof raw === 'object' && raw ? raw : {})
  return Object.fromEntries(entries.map(([key, value]) => [key, asText(value)]))
}

/**
 * A sign-in attempt is counted before the password is checked; too many get a 429 that the
 * sign-in form reads as `error=throttled` (docs/adr/0001-sign-in-throttling.md). next-auth then
 * gets exactly the fields that were counted.
 */
async function POST(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  if (!request.nextUrl.pathname.endsWith('/callback/credentials')) return handler(request, context)
  const form = await fields(request)
  const verdict = await admitSignIn(form.email ?? '', request.headers)
  if (!verdict.allowed)
    return tooManyAttempts(verdict, { url: `${await requestOrigin()}/login?error=throttled` })
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/x-www-form-urlencoded')
  headers.delete('content-length')
  const counted = new NextRequest(request.url, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form).toString(),
  })
  return handler(counted, context)
}

export { handler as GET, POST }
