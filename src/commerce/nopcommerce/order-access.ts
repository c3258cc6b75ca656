import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'

/**
 * The token that opens an order the storefront placed in nopCommerce without a session (the link
 * in its confirmation e-mail): signed with the shop's secret over the order's id.
 */
export const nopOrderAccessToken = (secret: string, orderId: number) =>
  createHmac('sha256', secret).update(`nop-order-access:${orderId}`).digest('base64url')

export function isNopOrderAccessToken(secret: string, orderId: number, token: string) {
  const expected = Buffer.from(nopOrderAccessToken(secret, orderId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const sealingKey = (secret: string) =>
  createHash('sha256').update(`nop-order-session:${secret}`).digest()

/**
 * A nopCommerce session as the storefront's order record keeps it: encrypted (AES-256-GCM) with
 * a key from the shop's secret, since it lets whoever holds it act as the shopper in nopCommerce.
 */
export function sealSession(secret: string, session: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv)
  const sealed = Buffer.concat([cipher.update(session, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The session a record sealed; null when it was sealed with another secret or altered. */
export function openSession(secret: string, sealed: string | null | undefined): string | null {
  if (!sealed) return null
  const bytes = Buffer.from(sealed, 'base64url')
  if (bytes.length < 29) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
