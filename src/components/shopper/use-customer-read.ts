'use client'

import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

import { useOwnRead } from './use-own-read'

type Href = Parameters<typeof getPathname>[0]['href']

/**
 * A signed-in customer's own data, read as `useOwnRead` does; a visitor nobody signed in goes to
 * sign in, and comes back to `here` afterwards (as `requireCustomer` does on the server).
 */
export function useCustomerRead<T>(path: string, here: Href, locale: Locale) {
  const read = useOwnRead<T>(path)
  const signedOut = read.failure === 'signed-out'
  const back = getPathname({ href: here, locale })

  useEffect(() => {
    if (!signedOut) return
    window.location.replace(
      getPathname({ href: { pathname: '/login', query: { redirect: back } }, locale }),
    )
  }, [signedOut, back, locale])

  return read
}
