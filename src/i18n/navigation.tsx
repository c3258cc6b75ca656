import { createNavigation } from 'next-intl/navigation'
import type { ComponentProps } from 'react'

import { prefetchesInView } from './fresh-pages'
import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

/** next-intl's link, which leaves the per-visitor pages unprefetched unless told otherwise. */
export function Link({ prefetch, ...props }: ComponentProps<typeof navigation.Link>) {
  return (
    <navigation.Link
      prefetch={prefetch ?? (prefetchesInView(props.href) ? undefined : false)}
      {...props}
    />
  )
}
