import { describe, expect, it } from 'vitest'

import { GUEST_COOKIE, guestSessionFrom, guestSessionFromHeader } from '@/auth/guest-cookie'
import { safeReturnPath } from '@/auth/redirect'

const session = 'g.0f8fad5b-d9cb-469f-a165-70867728950e.signature_from-the-backend'

describe('guest sessions', () => {
  it('reads the guest session from a Cookie header among others', () => {
    expect(guestSessionFromHeader(`a=1; ${GUEST_COOKIE}=${session}; b=2`)).toBe(session)
  })

  it('ignores missing values and what no backend hands out', () => {
    expect(guestSessionFromHeader(undefined)).toBeNull()
    expect(guestSessionFromHeader('a=1')).toBeNull()
    expect(guestSessionFromHeader(`${GUEST_COOKIE}=' OR 1=1`)).toBeNull()
    expect(guestSessionFrom('')).toBeNull()
    expect(guestSessionFrom('x'.repeat(2049))).toBeNull()
    expect(guestSessionFrom('line\nbreak')).toBeNull()
    expect(guestSessionFrom(session)).toBe(session)
  })
})

describe('safeReturnPath', () => {
  const site = 'https://shop.example.be'

  it.each([
    ['/fr/compte/adresse', '/fr/compte/adresse'],
    ['/account?tab=2', '/account?tab=2'],
    ['/en/account#reviews', '/en/account#reviews'],
    [['/en/account', '/x'], '/en/account'],
    ['https://shop.example.be/en/account?x=1', '/en/account?x=1'],
    ['account', '/account'],
    // Encoded slashes and tabs stay part of a path on this site.
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/%09/evil.example/phish', '/%09/evil.example/phish'],
    ['/%5C/evil.example', '/%5C/evil.example'],
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    // Dot segments that would leave "//host" behind keep a single leading slash.
    ['/.//evil.example', '/evil.example'],
    ['/..//evil.example/x', '/evil.example/x'],
    ['/%2e%2e//evil.example', '/evil.example'],
    ['https:evil.example', '/evil.example'],
  ])('keeps a path on this site: %j → %s', (value, path) => {
    expect(safeReturnPath(value, site)).toBe(path)
  })

  it.each([
    'https://evil.example',
    'http://shop.example.be/en/account',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example/phish',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '',
    undefined,
    null,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, site)).toBeNull()
  })
})
