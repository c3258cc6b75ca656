import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (path: string, secret: string) =>
  createHmac('sha256', secret).update(`preview:${path}`).digest('base64url')

/** The secret the admin puts in a preview address; it opens draft mode for this path only. */
export const previewToken = (path: string, secret = process.env.PAYLOAD_SECRET ?? ''): string =>
  sign(path, secret)

export function isPreviewToken(
  path: string,
  token: string,
  secret = process.env.PAYLOAD_SECRET ?? '',
): boolean {
  if (!secret) return false
  const expected = Buffer.from(sign(path, secret))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A path of this site (never `//host` or a full address, which would leave it). */
export const isSitePath = (path: string): boolean => /^\/(?![/\\])/.test(path)
