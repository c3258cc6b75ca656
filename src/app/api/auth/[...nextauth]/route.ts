import NextAuth from 'next-auth'

import { authOptions } from '@/auth/options'
import { admitSignIn } from '@/auth/throttled-sign-in'
import { asText } from '@/commerce/rules/form-input'
import { requestOrigin } from '@/lib/request-origin'

const handler = NextAuth(authOptions)

/**
 * Sign-in attempts are counted before the password is checked; too many get a 429 that the
 * sign-in form reads as `error=throttled` (docs/adr/0001-sign-in-throttling.md).
 */
async function POST(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  if (new URL(request.url).pathname.endsWith('/callback/credentials')) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null)
    const verdict = await admitSignIn(asText(form?.get('email')))
    if (!verdict.allowed) {
      const url = `${await requestOrigin()}/login?error=throttled`
      return Response.json(
        { url },
        { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
      )
    }
  }
  return handler(request, context)
}

export { handler as GET, POST }
