import { describe, expect, it } from 'vitest'

import { clientAddress, throttledNetwork, trustedProxyHops } from '@/security/client-address'
import { clientIp } from '@/security/client-ip'

describe('the client address', () => {
  it('is the connection’s own without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.5', '198.51.100.1', 0)).toBe('203.0.113.5')
    expect(clientAddress('::ffff:203.0.113.5', undefined, 0)).toBe('203.0.113.5')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('is the entry as many places from the right as there are trusted proxies', () => {
    const chain = '1.1.1.1, 198.51.100.7, 10.0.0.2'
    expect(clientAddress('10.0.0.3', chain, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.3', chain, 2)).toBe('198.51.100.7')
    expect(clientAddress('10.0.0.3', ['1.1.1.1', '198.51.100.7'], 1)).toBe('198.51.100.7')
    // A shorter header than the hops: its leftmost entry; none at all: the connection.
    expect(clientAddress('10.0.0.3', '198.51.100.7', 3)).toBe('198.51.100.7')
    expect(clientAddress('10.0.0.3', undefined, 1)).toBe('10.0.0.3')
    // Something that is no address is not taken.
    expect(clientAddress('10.0.0.3', 'evil, not-an-address', 1)).toBe('10.0.0.3')
  })

  it('reads TRUSTED_PROXY_HOPS as a small whole number, refusing anything else', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops(' ')).toBe(0)
    expect(trustedProxyHops('1')).toBe(1)
    for (const wrong of ['-1', '1.5', 'true', '11'])
      expect(() => trustedProxyHops(wrong)).toThrow(/TRUSTED_PROXY_HOPS/)
  })

  it('counts IPv6 visitors by their /64 network, IPv4 visitors by their address', () => {
    expect(throttledNetwork('2001:db8:1:2:a:b:c:d')).toBe('2001:0db8:0001:0002::/64')
    expect(throttledNetwork('2001:db8:1:2::ffff')).toBe('2001:0db8:0001:0002::/64')
    expect(throttledNetwork('2001:db8::1')).toBe('2001:0db8:0000:0000::/64')
    expect(throttledNetwork('::1')).toBe('0000:0000:0000:0000::/64')
    expect(throttledNetwork('203.0.113.5')).toBe('203.0.113.5')
  })

  it('is read from the shop server’s header before X-Forwarded-For', () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.1, 198.51.100.2' }
    expect(clientIp(new Headers({ ...forwarded, 'x-shop-client-address': '203.0.113.5' }))).toBe(
      '203.0.113.5',
    )
    // Without the shop server in front (next dev): the entry the nearest hop wrote.
    expect(clientIp(new Headers(forwarded))).toBe('198.51.100.2')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})
