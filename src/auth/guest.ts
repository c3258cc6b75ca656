import { cookieValue } from '@/security/cookie-value'

/** The cookie that names a visitor's cart before they sign in. */
export const GUEST_COOKIE = 'storefront-guest'
export const GUEST_COOKIE_MAX_AGE = 60 * 60 * 24 * 30

const GUEST_ID = /^[0-9a-f-]{36}$/

/** The guest id in a cookie value, when it has the shape the shop hands out. */
export const guestIdFrom = (value: string | undefined | null): string | null =>
  value && GUEST_ID.test(value) ? value : null

/** The guest id from a raw Cookie header. */
export const guestIdFromHeader = (cookieHeader: string | undefined | null): string | null =>
  guestIdFrom(cookieValue(cookieHeader, GUEST_COOKIE))
