'use client'

import { type ComponentProps, type SyntheticEvent, useState } from 'react'

import { mayPrefetch } from './fresh-pages'
import { navigation } from './next-intl-navigation'

type Props = ComponentProps<typeof navigation.Link>

/**
 * next-intl's link, which fetches its page ahead only once the shopper shows intent: a pointer
 * over it, a finger on it, or the keyboard's focus. Fetching every link in view made a category
 * page fetch 41 pages more, decoded on the main thread while the page was starting
 * (docs/adr/0015). Pages made fresh per visitor are never fetched ahead.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false)
  const showsIntent =
    <Event extends SyntheticEvent>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true)
      handler?.(event)
    }
  return (
    <navigation.Link
      {...props}
      prefetch={prefetch ?? (intent && mayPrefetch(props.href) ? null : false)}
      onPointerEnter={showsIntent(onPointerEnter)}
      onTouchStart={showsIntent(onTouchStart)}
      onFocus={showsIntent(onFocus)}
    />
  )
}
