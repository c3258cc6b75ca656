import { defineRouting } from 'next-intl/routing'

import { secureCookies } from '@/security/cookies'

import { defaultLocale, locales } from './locales'
import { pathnames } from './pathnames'

export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { maxAge: LOCALE_COOKIE_MAX_AGE, secure: secureCookies() },
  pathnames,
  // The middleware's `Link` header would give every language this language's slug
  // (/vlees/57/bbq-package-for-two); the pages name each language's own address in their HTML.
  alternateLinks: false,
})
