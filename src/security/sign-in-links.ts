import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { isEmail, normalizeEmail } from '@/commerce/rules/email'

import { clientIp } from './client-ip'
import { accountKey, type Realm } from './known-device'
import { SIGN_IN_LINK_LIFETIME_SECONDS, signInLinkLimits } from './sign-in-limits'
import { takeAttempt, type Verdict } from './throttle'

/**
 * One-time sign-in links (docs/adr/0018): 32 random bytes, of which only a hash is kept, good for
 * one sign-in within 15 minutes.
 */

const drizzle = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new link's token for this address; the caller mails it and keeps it nowhere. */
export async function issueSignInLink(payload: Payload, realm: Realm, email: string) {
  const token = randomBytes(32).toString('base64url')
  await drizzle(payload).execute(sql`
    INSERT INTO sign_in_links (token_hash, realm, email, expires_at)
    VALUES (${hashOf(token)}, ${realm}, ${normalizeEmail(email)},
      now() + make_interval(secs => ${SIGN_IN_LINK_LIFETIME_SECONDS}))`)
  return token
}

/**
 * The address a link was mailed to, using the link up: null for a link that is unknown, used,
 * expired or of the other realm.
 */
export async function redeemSignInLink(
  payload: Payload,
  realm: Realm,
  token: string,
): Promise<string | null> {
  if (!/^[\w-]{43}$/.test(token)) return null
  const { rows } = await drizzle(payload).execute<{ email: string; fresh: boolean }>(sql`
    DELETE FROM sign_in_links WHERE token_hash = ${hashOf(token)} AND realm = ${realm}
    RETURNING email, expires_at > now() AS fresh`)
  return rows[0]?.fresh ? rows[0].email : null
}

/** Drops links that can no longer be used. */
export async function pruneSignInLinks(payload: Payload): Promise<void> {
  await drizzle(payload).execute(sql`DELETE FROM sign_in_links WHERE expires_at <= now()`)
}

export type LinkRequest<Recipient> = {
  realm: Realm
  email: string
  headers: Headers
  /** The account of this address that a link may sign in, or null. */
  find: (email: string) => Promise<Recipient | null>
  /** Mails the link with this token to the account. */
  send: (recipient: Recipient, token: string) => Promise<void>
  /** Runs a task after the response (Next.js's `after`). */
  later: (task: () => Promise<void>) => void
}

/**
 * Someone asks for a sign-in link. Throttled per e-mail address and per network address; the
 * answer is the same for addresses with and without an account, since the look-up and the mail
 * are left for after the response.
 */
export async function requestSignInLink<Recipient>(
  payload: Payload,
  { realm, email: rawEmail, headers, find, send, later }: LinkRequest<Recipient>,
): Promise<Verdict> {
  const email = normalizeEmail(rawEmail)
  const limits = signInLinkLimits({ ip: clientIp(headers), account: accountKey(realm, email) })
  const verdict = await takeAttempt(payload, limits)
  if (!verdict.allowed || !isEmail(email)) return verdict
  later(async () => {
    const recipient = await find(email)
    if (recipient) await send(recipient, await issueSignInLink(payload, realm, email))
  })
  return verdict
}
