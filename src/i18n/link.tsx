'use client'

import { type ComponentProps, useState } from 'react'

import { mayPrefetch } from './fresh-pages'
import { navigation } from './next-intl-navigation'

type Props = ComponentProps<typeof navigation.Link>

/**
 * next-intl's link, which fetches its page ahead only once the shopper shows intent: a pointer
 * over it, a finger on it, or the keyboard's focus. Fetching every link in view made each page
 * view fetch up to 40 pages more, on the main thread while the page was starting
 * (docs/adr/0015). Pages made fresh per visitor are never fetched ahead.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false)
  const ahead = intent && mayPrefetch(props.href) ? null : false
  return (
    <navigation.Link
      {...props}
      prefetch={prefetch ?? ahead}
      onPointerEnter={(event) => {
        setIntent(true)
        onPointerEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
