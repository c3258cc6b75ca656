import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Password reset tokens that need no storage: the customer, an expiry, and a signature over
 * both and the current password hash. Every link sent stays valid until it expires or until
 * the password changes (the first link used changes it, and so ends all of them).
 */
const sign = (secret: string, customerId: number, expires: number, passwordHash: string) =>
  createHmac('sha256', secret)
    .update(`password-reset:${customerId}:${expires}:${passwordHash}`)
    .digest('base64url')

export function resetToken(
  secret: string,
  customerId: number,
  passwordHash: string,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `${customerId}.${expires}.${sign(secret, customerId, expires, passwordHash)}`
}

/** The customer the token was issued to, if it has not expired; the signature is checked later. */
export function readResetToken(token: string, now: Date) {
  const match = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, id, expires, signature] = match
  if (Number(expires) * 1000 <= now.getTime()) return null
  return { customerId: Number(id), expires: Number(expires), signature }
}

/** Whether the token was signed for this customer's current password. */
export function resetTokenMatches(
  secret: string,
  token: { customerId: number; expires: number; signature: string },
  passwordHash: string,
): boolean {
  const expected = Buffer.from(sign(secret, token.customerId, token.expires, passwordHash))
  const given = Buffer.from(token.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
