import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { cookieValue } from './cookie-value'

/** Payload's session cookie under its default prefix (`payload.config.ts` keeps it). */
const TOKEN_COOKIE = 'payload-token'

/** The key Payload signs its tokens with: derived from PAYLOAD_SECRET as Payload derives it. */
export const payloadSigningKey = (secret: string) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 32)

const fromBase64Url = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

/**
 * Whether the request carries an admin's Payload token (its cookie, or `Authorization: JWT …`)
 * that Payload signed and that has not expired: enough to let a larger body through to Payload,
 * which checks the session itself. The token's signature is checked here without the database.
 */
export function carriesStaffToken(
  headers: { cookie?: string; authorization?: string },
  secret: string | undefined,
  now = Date.now(),
): boolean {
  if (!secret) return false
  let token: string | null
  try {
    token = headers.authorization?.startsWith('JWT ')
      ? headers.authorization.slice('JWT '.length)
      : cookieValue(headers.cookie, TOKEN_COOKIE)
  } catch {
    return false
  }
  const parts = token?.split('.') ?? []
  if (parts.length !== 3) return false
  const [header, claims, signature] = parts
  if ((fromBase64Url(header) as { alg?: unknown } | null)?.alg !== 'HS256') return false
  const expected = createHmac('sha256', payloadSigningKey(secret))
    .update(`${header}.${claims}`)
    .digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  const { collection, exp } = (fromBase64Url(claims) ?? {}) as Record<string, unknown>
  return collection === 'admins' && typeof exp === 'number' && exp * 1000 > now
}
