import type { MouseEventHandler } from 'react'

import { IntentLink } from '@/i18n/intent-link'

import type { ShownNavLink } from './menu'

type Props = {
  link: ShownNavLink
  className?: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
}

/** A header menu link: a screen of the shop by its localized address, an address as it is. */
export function NavAnchor({ link, className, onClick }: Props) {
  if ('url' in link)
    return (
      <a
        href={link.url}
        className={className}
        onClick={onClick}
        rel={link.url.startsWith('https://') ? 'noopener' : undefined}
      >
        {link.label}
      </a>
    )
  return (
    <IntentLink href={link.path} className={className} onClick={onClick}>
      {link.label}
    </IntentLink>
  )
}
