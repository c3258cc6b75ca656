import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export type Realm = 'customers' | 'admins'

/**
 * The cookie a browser keeps once someone signed in with it, one per realm so that the shop
 * owner's customer account and staff account do not take each other's place.
 */
export const knownDeviceCookieName = (realm: Realm) => `known-device-${realm}`
export const KNOWN_DEVICE_MAX_AGE = 180 * 24 * 60 * 60

/** An account named without its e-mail address: realm plus a hash of the normalized address. */
export const accountKey = (realm: Realm, email: string): string =>
  `${realm}:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`

const sign = (secret: string, device: string, account: string) =>
  createHmac('sha256', secret).update(`${device}:${account}`).digest('base64url')

/** A new device id for this account, signed so that it cannot be made up or moved. */
export function knownDeviceCookie(secret: string, account: string): string {
  const device = randomBytes(16).toString('base64url')
  return `${device}.${sign(secret, device, account)}`
}

/** The device id when the cookie was given to this browser for this account, else null. */
export function knownDevice(secret: string, account: string, cookie: string | undefined) {
  const [device, signature, ...rest] = (cookie ?? '').split('.')
  if (!device || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(secret, device, account))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : null
}
