import { createHmac, timingSafeEqual } from 'node:crypto'

import { isLocale, type Locale } from '@/i18n/locales'

/** A confirmation link works for a week; an unsubscribe link (in every newsletter) for ever. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000

/** What a link does: confirm a subscription, or end one. */
export type NewsletterPurpose = 'confirm' | 'unsubscribe'

export type NewsletterClaims = {
  purpose: NewsletterPurpose
  email: string
  locale: Locale
  issuedAt: number
}

// A link signed now may reach a server whose clock is a little behind.
const CLOCK_SKEW_MS = 5 * 60 * 1000

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

const signature = (body: string, secret: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('newsletter-link').digest())
    .update(body)
    .digest()

/** The token of a newsletter link: its claims, readable, and an HMAC over them. */
export function signNewsletterToken(claims: NewsletterClaims, secret: string): string {
  const body = base64url(
    JSON.stringify([claims.purpose, claims.email, claims.locale, claims.issuedAt]),
  )
  return `${body}.${base64url(signature(body, secret))}`
}

/** The claims of a token signed with `secret` for `purpose` and still valid; otherwise null. */
export function readNewsletterToken(
  token: string,
  purpose: NewsletterPurpose,
  secret: string,
  now: number,
): NewsletterClaims | null {
  const [body, mac, ...rest] = token.split('.')
  if (!body || !mac || rest.length > 0) return null
  const expected = signature(body, secret)
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null
  const [claimed, email, locale, issuedAt] = parsed as unknown[]
  if (claimed !== purpose || typeof email !== 'string' || typeof issuedAt !== 'number') return null
  if (typeof locale !== 'string' || !isLocale(locale)) return null
  if (issuedAt > now + CLOCK_SKEW_MS) return null
  if (purpose === 'confirm' && now - issuedAt > CONFIRM_LINK_MS) return null
  return { purpose, email, locale, issuedAt }
}
