import { defineRouting } from 'next-intl/routing'

import { secureCookies } from '@/security/cookies'

import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from './locales'
import { pathnames } from './pathnames'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, secure: secureCookies() },
  pathnames,
  // The middleware's `Link` header would give every language this language's slug
  // (/vlees/57/bbq-package-for-two); the pages name each language's own address in their HTML.
  alternateLinks: false,
})
