import { cookieValue } from '@/security/cookie-value'

/** The cookie that keeps a visitor's guest session (issued by the backend) before they sign in. */
export const GUEST_COOKIE = 'storefront-guest'
export const GUEST_COOKIE_MAX_AGE = 60 * 60 * 24 * 30

// The backend checks a session; this only keeps out what no backend hands out.
const SESSION = /^[\x21-\x7e]{1,2048}$/

/** The guest session in a cookie value, when it could be one. */
export const guestSessionFrom = (value: string | undefined | null): string | null =>
  value && SESSION.test(value) ? value : null

/** The guest session from a raw Cookie header. */
export const guestSessionFromHeader = (cookieHeader: string | undefined | null): string | null =>
  guestSessionFrom(cookieValue(cookieHeader, GUEST_COOKIE))
