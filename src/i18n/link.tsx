import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import { mayPrefetch } from './fresh-pages'
import { IntentLink } from './intent-link'
import type { Locale } from './locales'
import { type Href, localizedHref } from './localized-href'

type Props = Omit<ComponentProps<typeof IntentLink>, 'href' | 'fresh'> & {
  href: Href
  locale?: Locale
}

/**
 * A link to a screen of the shop in the current (or the given) language. In a server component
 * the address is made on the server and only `IntentLink` reaches the browser; a client
 * component that uses it brings the table of localized paths along (docs/adr/0032).
 */
export function Link({ href, locale, ...props }: Props) {
  const current = useLocale() as Locale
  return (
    <IntentLink
      {...props}
      href={localizedHref(href, locale ?? current, locale !== undefined)}
      fresh={!mayPrefetch(href)}
    />
  )
}
