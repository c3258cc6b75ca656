import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders, servedOverHttps } from '@/security/headers'

const header = (production: boolean, key: string) =>
  securityHeaders(production).find((entry) => entry.key === key)?.value

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.split(' ')[0] === name)
    ?.split(' ')
    .slice(1)

describe('security headers', () => {
  it('always forbids sniffing, framing by others and leaking full referrers', () => {
    for (const production of [true, false]) {
      expect(header(production, 'X-Content-Type-Options')).toBe('nosniff')
      expect(header(production, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(header(production, 'X-Frame-Options')).toBe('SAMEORIGIN')
    }
  })

  it('sends HSTS in production only', () => {
    expect(header(true, 'Strict-Transport-Security')).toMatch(/^max-age=\d{8}/)
    expect(header(false, 'Strict-Transport-Security')).toBeUndefined()
  })

  it('leaves https alone for a production build served over plain http', () => {
    const http = securityHeaders(true, false)
    expect(http.find((entry) => entry.key === 'Strict-Transport-Security')).toBeUndefined()
    expect(contentSecurityPolicy(true, false)).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy(true)).toContain('upgrade-insecure-requests')
  })

  it('takes a production site for https unless its address says http', () => {
    expect(servedOverHttps(true, undefined)).toBe(true)
    expect(servedOverHttps(true, 'https://vleesboetiek.be')).toBe(true)
    expect(servedOverHttps(true, 'http://localhost:3000')).toBe(false)
    expect(servedOverHttps(false, 'https://vleesboetiek.be')).toBe(false)
  })

  it('allows eval and websockets for hot reloading in development only', () => {
    expect(directive(contentSecurityPolicy(false), 'script-src')).toContain("'unsafe-eval'")
    expect(directive(contentSecurityPolicy(true), 'script-src')).not.toContain("'unsafe-eval'")
    expect(directive(contentSecurityPolicy(false), 'connect-src')).toContain('ws:')
    expect(directive(contentSecurityPolicy(true), 'connect-src')).not.toContain('ws:')
  })

  it('lets only the tag manager in from elsewhere, for after cookie consent', () => {
    const policy = contentSecurityPolicy(true)
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.googletagmanager.com',
    ])
  })

  it('blocks plugins and foreign framing and keeps forms on this site', () => {
    const policy = contentSecurityPolicy(true)
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
  })
})
