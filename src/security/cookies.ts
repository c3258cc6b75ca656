// Read from the environment when asked, under a name a bundler cannot see: Next.js writes every
// `process.env.NEXT_PUBLIC_…` it finds into the build, so a server built with a plain-http
// address would otherwise keep leaving `Secure` off after it is started on its https address.
const PUBLIC_ADDRESS = ['NEXT', 'PUBLIC', 'SERVER', 'URL'].join('_')

/**
 * The one rule for every cookie the shop sets (guest cart, customer session, language, admin
 * session, known device, draft mode): `Secure` exactly when the site's public address,
 * NEXT_PUBLIC_SERVER_URL, is https. A plain-http address (http://localhost in development, a
 * local trial of a production build) gets cookies without it, so browsers keep sending them back.
 */
export function secureCookies(serverUrl = process.env[PUBLIC_ADDRESS]): boolean {
  if (!serverUrl) return false
  try {
    return new URL(serverUrl).protocol === 'https:'
  } catch {
    return false
  }
}

/** Next.js's draft-mode cookie, which it names and fills in itself. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The draft-mode cookie as the shop sets it: Next.js makes it `SameSite=None` (for previews in a
 * frame on another site); the admin is on this site, so `Lax` is enough and no other site's
 * request carries it.
 */
export const draftModeCookie = (value: string) => ({
  name: DRAFT_MODE_COOKIE,
  value,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secureCookies(),
  path: '/',
})
