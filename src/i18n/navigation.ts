import { redirect as redirectTo } from 'next/navigation'

import type { Locale } from './locales'
import { type Href, localizedHref } from './localized-href'

export { Link } from './link'

type Target = { href: Href; locale: Locale; forcePrefix?: boolean }

/** The address of a screen in a language, e.g. { href: '/shopping-cart', locale: 'fr' } → /fr/panier. */
export const getPathname = ({ href, locale, forcePrefix }: Target): string =>
  localizedHref(href, locale, forcePrefix)

/** Sends the visitor to a screen in a language (Next.js's redirect to its localized address). */
export const redirect = (target: Target): never => redirectTo(getPathname(target))
