'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { isTyping, shouldReload } from './deployment'

export const POLL_INTERVAL_MS = 5 * 60 * 1000

/**
 * Notices a new deployment (polling, and whenever the tab comes back into view) and loads it
 * on the visitor's next navigation, so that nobody keeps running an outdated shop.
 */
export function DeploymentWatcher({ buildId }: { buildId: string }) {
  const pathname = usePathname()
  const latest = useRef<string | null>(null)
  const firstPath = useRef(pathname)

  useEffect(() => {
    const check = async () => {
      try {
        const response = await fetch('/api/storefront/build', { cache: 'no-store' })
        if (response.ok) latest.current = (await response.json()).buildId
      } catch {
        // Offline or restarting: try again later.
      }
    }
    const onVisible = () => document.visibilityState === 'visible' && void check()
    const timer = setInterval(check, POLL_INTERVAL_MS)
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('focus', check)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('focus', check)
    }
  }, [])

  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    if (shouldReload(buildId, latest.current, isTyping(document.activeElement)))
      window.location.reload()
  }, [pathname, buildId])

  return null
}
