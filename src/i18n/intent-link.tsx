'use client'

import NextLink from 'next/link'
import { type ComponentProps, type SyntheticEvent, useState } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** The address as visitors see it, already localized. */
  href: string
  /** A page made fresh per visitor: never fetched ahead (docs/adr/0006). */
  fresh?: boolean
}

/**
 * A link that fetches its page ahead only once the shopper shows intent: a pointer over it, a
 * finger on it, or the keyboard's focus. Fetching every link in view made a category page fetch
 * 41 pages more, decoded on the main thread while the page was starting (docs/adr/0015). It
 * takes a localized address, so that the table of localized paths stays on the server
 * (docs/adr/0032).
 */
export function IntentLink({
  fresh,
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Props) {
  const [intent, setIntent] = useState(false)
  const showsIntent =
    <Event extends SyntheticEvent>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true)
      handler?.(event)
    }
  return (
    <NextLink
      {...props}
      prefetch={prefetch ?? (intent && !fresh ? null : false)}
      onPointerEnter={showsIntent(onPointerEnter)}
      onTouchStart={showsIntent(onTouchStart)}
      onFocus={showsIntent(onFocus)}
    />
  )
}
