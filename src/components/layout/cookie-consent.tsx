'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { readablePath } from '@/lib/readable-path'

import {
  announceConsent,
  type Consent,
  CONSENT_KEY,
  COOKIE_BANNER_ID,
  loadTagManager,
  readConsent,
} from './consent'

const isConsent = (value: unknown): value is Consent =>
  value === 'allowAllCookies' || value === 'allowNoCookies'

/**
 * Answers the server-rendered cookie banner: shows it while the question is open (but not on the
 * privacy policy), stores the choice of its buttons, takes Escape or a click outside it as a no,
 * and loads the tag manager only after a yes. It renders nothing: the banner's markup and texts
 * stay on the server, out of the page's scripts.
 */
export function CookieConsent({
  tagManagerId,
  privacyPath,
}: {
  tagManagerId: string | null
  /** The privacy policy's decoded address in this language. */
  privacyPath: string
}) {
  // The address as it is, not a route: matching it against every route costs the main thread
  // milliseconds at hydration.
  const onPrivacyPolicy = readablePath(usePathname()) === privacyPath

  useEffect(() => {
    const consent = readConsent(window.localStorage)
    if (consent === 'allowAllCookies') {
      announceConsent(window, consent)
      loadTagManager(document, tagManagerId)
    }
    const banner = document.getElementById(COOKIE_BANNER_ID)
    if (!banner) return
    const show = (open: boolean) => {
      banner.hidden = !open
      banner.dataset.state = open ? 'open' : 'closed'
    }
    show(consent === null && !onPrivacyPolicy)
    if (banner.hidden) return

    const choose = (choice: Consent) => {
      window.localStorage.setItem(CONSENT_KEY, choice)
      announceConsent(window, choice)
      if (choice === 'allowAllCookies') loadTagManager(document, tagManagerId)
      show(false)
      stop()
    }
    const onClick = (event: MouseEvent) => {
      const choice = (event.target as Element)
        .closest('[data-consent]')
        ?.getAttribute('data-consent')
      if (isConsent(choice)) choose(choice)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') choose('allowNoCookies')
    }
    const onPointer = (event: MouseEvent) => {
      if (!banner.contains(event.target as Node)) choose('allowNoCookies')
    }
    function stop() {
      banner?.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onPointer)
    }
    banner.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onPointer)
    return stop
  }, [onPrivacyPolicy, tagManagerId])

  return null
}
