import type { MouseEventHandler } from 'react'

import { Link } from '@/i18n/navigation'

import type { NavLink } from './menu'

type Props = { link: NavLink; className?: string; onClick?: MouseEventHandler<HTMLAnchorElement> }

/** A header menu link: a screen of the shop through the localized link, an address as it is. */
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
    <Link href={link.href} className={className} onClick={onClick}>
      {link.label}
    </Link>
  )
}
