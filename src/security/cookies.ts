/**
 * The one rule for every cookie the shop sets (guest cart, customer session, language, admin
 * session): `Secure` exactly when the site's public address, NEXT_PUBLIC_SERVER_URL, is https.
 * A plain-http address (http://localhost in development, a local trial of a production build)
 * gets cookies without it, so browsers keep sending them back.
 */
export function secureCookies(serverUrl = process.env.NEXT_PUBLIC_SERVER_URL): boolean {
  if (!serverUrl) return false
  try {
    return new URL(serverUrl).protocol === 'https:'
  } catch {
    return false
  }
}
