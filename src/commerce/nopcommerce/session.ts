import type { ShopperSession } from '../types'

/**
 * A shopper's session on nopCommerce: the customer id `Authenticate/GetToken` answered with and
 * the bearer token it gave. The plugin's `Customer/Info` names nobody, so the id is kept here,
 * in the session the storefront already keeps for the shopper (ADR 0004).
 */
export type NopSession = { customerId: number | null; token: string }

/** The session string for a token GetToken gave a customer or a guest. */
export const nopSession = (customerId: number, token: string): ShopperSession =>
  `${customerId}.${token}`

/** A session string read back; a bare token (from before ids were kept) names no customer. */
export function readNopSession(session: ShopperSession): NopSession {
  const found = /^(\d{1,12})\.(.+)$/.exec(session)
  if (!found) return { customerId: null, token: session }
  return { customerId: Number(found[1]), token: found[2] }
}

/** The bearer token of a session. */
export const bearerOf = (session: ShopperSession) => readNopSession(session).token
