import { isIP } from 'node:net'

/**
 * The header in which the shop server hands Next.js the visitor's address (docs/adr/0017). The
 * server sets it on every request, over whatever the visitor sent, so code behind it can trust it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'

/**
 * TRUSTED_PROXY_HOPS: how many proxies in front of the shop server append to X-Forwarded-For.
 * Unset or empty is 0 (the shop server takes connections from visitors directly).
 */
export function trustedProxyHops(value: string | undefined): number {
  const text = value?.trim() ?? ''
  if (text === '') return 0
  if (!/^\d+$/.test(text) || Number(text) > 10)
    throw new Error(
      `TRUSTED_PROXY_HOPS must be the number of proxies in front of the shop server that append ` +
        `to X-Forwarded-For (0 to 10; 1 behind one reverse proxy), not "${value}".`,
    )
  return Number(text)
}

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * The visitor's address: the connection's own with no trusted proxy; behind `hops` proxies that
 * each append the address they were reached from, the entry that many places from the right of
 * X-Forwarded-For (everything further left is the visitor's own claim). A header shorter than
 * that (a proxy that did not append) gives its leftmost entry.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string {
  const own = plain(socketAddress ?? '') || 'unknown'
  if (hops === 0) return own
  const entries = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map(plain)
    .filter(Boolean)
  if (entries.length === 0) return own
  const chosen = entries[Math.max(0, entries.length - hops)]
  return isIP(chosen) ? chosen : own
}

/** An IPv6 address written out in full: eight groups of four hex digits. */
function fullIpv6(address: string): string[] {
  // An IPv4 tail (::ffff:1.2.3.4 and the like) is two groups.
  const groups = (part: string) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (isIP(group) !== 4) return [group]
      const [a, b, c, d] = group.split('.').map(Number)
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
    })
  const [head, tail] = address.toLowerCase().split('::')
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const gap = Array(8 - left.length - right.length).fill('0')
  return [...left, ...gap, ...right].map((group) => group.padStart(4, '0'))
}

/**
 * What a per-address throttle counts: an IPv4 address as it is, an IPv6 address by its /64
 * network, since one subscriber is usually given a whole /64 and could otherwise use a new
 * address for every request.
 */
export function throttledNetwork(address: string): string {
  if (isIP(address) !== 6) return address
  return `${fullIpv6(address).slice(0, 4).join(':')}::/64`
}
