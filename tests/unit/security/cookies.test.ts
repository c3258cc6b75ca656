import { describe, expect, it, vi } from 'vitest'

import { setCookieHeader } from '@/auth/sign-in-guard'
import { draftModeCookie, secureCookies } from '@/security/cookies'

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

describe('the shop’s cookies on an https site', () => {
  const https = 'https://www.vleesboetiek.be'

  it('read the public address when they are set, not as the build saw it', () => {
    const before = process.env.NEXT_PUBLIC_SERVER_URL
    process.env.NEXT_PUBLIC_SERVER_URL = https
    try {
      expect(secureCookies()).toBe(true)
      expect(draftModeCookie('id')).toMatchObject({ secure: true, sameSite: 'lax', httpOnly: true })
      expect(
        setCookieHeader({
          name: 'known-device-admins',
          value: 'v',
          maxAge: 60,
          secure: secureCookies(),
        }),
      ).toContain('; Secure')
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
      else process.env.NEXT_PUBLIC_SERVER_URL = before
    }
  })

  it('make the staff, customer and next-auth session cookies Secure', async () => {
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', https)
    vi.resetModules()
    try {
      const { Admins } = await import('@/collections/Admins')
      const { Customers } = await import('@/collections/Customers')
      const { authOptions, sessionCookieName } = await import('@/auth/options')
      expect(typeof Admins.auth === 'object' && Admins.auth.cookies?.secure).toBe(true)
      expect(typeof Customers.auth === 'object' && Customers.auth.cookies?.secure).toBe(true)
      expect(authOptions.useSecureCookies).toBe(true)
      expect(sessionCookieName()).toBe('__Secure-next-auth.session-token')
    } finally {
      vi.unstubAllEnvs()
    }
    // Loading the collections and next-auth takes a while on a busy machine.
  }, 120_000)

  it('keep the draft-mode cookie to this site (SameSite=Lax) on a plain-http trial too', () => {
    expect(draftModeCookie('id')).toMatchObject({ name: '__prerender_bypass', sameSite: 'lax' })
  })
})
