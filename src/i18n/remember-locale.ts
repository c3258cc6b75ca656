import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales'

/**
 * Writes the language cookie in the browser before a link to another language is followed, as
 * next-intl's own language-changing link does: the router may answer from its cache without
 * asking the server, whose middleware would otherwise write it.
 */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? 'secure;' : ''
  document.cookie = `${LOCALE_COOKIE}=${locale};path=/;max-age=${LOCALE_COOKIE_MAX_AGE};samesite=lax;${secure}`
}
