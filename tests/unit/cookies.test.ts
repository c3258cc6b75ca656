import { describe, expect, it } from 'vitest'

import { secureCookies } from '@/security/cookies'

describe('secure cookies', () => {
  it('are secure exactly when the public address is https', () => {
    expect(secureCookies('https://www.vleesboetiek.be')).toBe(true)
    expect(secureCookies('HTTPS://www.vleesboetiek.be/')).toBe(true)
    expect(secureCookies('http://www.vleesboetiek.be')).toBe(false)
    expect(secureCookies('http://localhost:3000')).toBe(false)
  })

  it('are not secure without a usable public address (development on http://localhost)', () => {
    expect(secureCookies('')).toBe(false)
    expect(secureCookies('www.vleesboetiek.be')).toBe(false)
  })
})
