import 'server-only'

import type { NewsletterLinks } from '@/commerce/provider'
import { getPathname } from '@/i18n/navigation'

import { requestOrigin } from './request-origin'

const screens = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const

/** The newsletter's confirm and unsubscribe screens on this site, in the subscriber's language. */
export const newsletterLinks: NewsletterLinks = async (purpose, token, locale) => {
  const path = getPathname({ href: { pathname: screens[purpose], query: { token } }, locale })
  return `${await requestOrigin()}${path}`
}
