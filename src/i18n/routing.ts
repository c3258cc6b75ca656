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
})
