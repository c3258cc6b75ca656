type Header = { key: string; value: string }

/** The tag manager is loaded only after cookie consent; these are the hosts it then uses. */
const TAG_MANAGER = 'https://www.googletagmanager.com'
const ANALYTICS = 'https://*.google-analytics.com'

/**
 * The Content-Security-Policy the storefront and the Payload admin both work under. Next.js and
 * the admin inline their bootstrap scripts and styles, hence 'unsafe-inline' (nonces would make
 * every cached page dynamic, and the inline scripts differ per page: docs/adr/0021); development adds
 * eval and websockets for hot reloading. A site served over https has every request upgraded.
 */
export function contentSecurityPolicy(production: boolean, https = production): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      TAG_MANAGER,
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', TAG_MANAGER, ANALYTICS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", TAG_MANAGER, ANALYTICS, ...(production ? [] : ['ws:', 'wss:'])],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
  if (https) directives['upgrade-insecure-requests'] = []
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * Headers of every response. `https` is whether the site is served over https: a production build
 * for a plain-http address (a local trial, say) must not send browsers to https.
 */
export function securityHeaders(production: boolean, https = production): Header[] {
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production, https) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ]
  if (https) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}

/** A production site is served over https unless its public address says plain http. */
export const servedOverHttps = (production: boolean, serverUrl: string | undefined) =>
  production && !(serverUrl ?? '').startsWith('http://')
