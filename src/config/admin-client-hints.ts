import type { NextConfig } from 'next'

type HeaderRules = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>

/**
 * Payload asks every address for the visitor's colour scheme (`Accept-CH`, `Vary` and
 * `Critical-CH: Sec-CH-Prefers-Color-Scheme`) for its admin theme. `Critical-CH` makes a browser
 * that did not send the hint request the page a second time, a whole round trip more before a
 * first-time shopper sees anything (Lighthouse mobile: about 600 ms). Only the admin needs it.
 */
export function clientHintsOnlyForTheAdmin(rules: HeaderRules): HeaderRules {
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}
