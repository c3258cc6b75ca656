import { CLIENT_ADDRESS_HEADER, throttledNetwork } from './client-address'

/**
 * The visitor's address as per-address throttles count it: from the header the shop server
 * (`npm start`) sets on every request over whatever the visitor sent (docs/adr/0017). A server
 * without it (`next dev`, or `next start` behind a proxy) has only the last X-Forwarded-For
 * entry, which Next.js fills from the connection when the header is missing, and which a visitor
 * can write when no proxy appends to it.
 */
export function clientIp(headers: Headers): string {
  const address =
    headers.get(CLIENT_ADDRESS_HEADER)?.trim() ||
    headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  return address ? throttledNetwork(address) : 'unknown'
}
