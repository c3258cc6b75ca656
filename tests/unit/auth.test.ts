import { describe, expect, it } from 'vitest'

import { GUEST_COOKIE, guestIdFrom, guestIdFromHeader } from '@/auth/guest'
import { safeReturnPath } from '@/auth/redirect'

const id = '0f8fad5b-d9cb-469f-a165-70867728950e'

describe('guest ids', () => {
  it('reads the guest id from a Cookie header among others', () => {
    expect(guestIdFromHeader(`a=1; ${GUEST_COOKIE}=${id}; b=2`)).toBe(id)
  })

  it('ignores missing and malformed ids', () => {
    expect(guestIdFromHeader(undefined)).toBeNull()
    expect(guestIdFromHeader('a=1')).toBeNull()
    expect(guestIdFromHeader(`${GUEST_COOKIE}=' OR 1=1`)).toBeNull()
    expect(guestIdFrom('')).toBeNull()
    expect(guestIdFrom(id)).toBe(id)
  })
})

describe('safeReturnPath', () => {
  it.each([
    ['/fr/compte/adresse', '/fr/compte/adresse'],
    ['/account?tab=2', '/account?tab=2'],
    [['/en/account', '/x'], '/en/account'],
  ])('keeps a path on this site: %s', (value, path) => {
    expect(safeReturnPath(value)).toBe(path)
  })

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'account', '', undefined])(
    'refuses %s',
    (value) => {
      expect(safeReturnPath(value)).toBeNull()
    },
  )
})
