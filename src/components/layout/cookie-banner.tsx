'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { IntentLink } from '@/i18n/intent-link'
import { readablePath } from '@/lib/readable-path'

import {
  announceConsent,
  type Consent,
  CONSENT_KEY,
  COOKIE_BANNER_ID,
  loadTagManager,
  readConsent,
} from './consent'

/**
 * Asks for cookie consent once; nothing is loaded from the tag manager before a yes. The banner
 * is in the page's HTML, hidden: `showCookieBannerScript` shows it before the first paint when
 * the question is still open, so that it does not appear (and shift the picture) only once the
 * page's scripts have run.
 */
export function CookieBanner({
  tagManagerId,
  privacyHref,
}: {
  tagManagerId: string | null
  /** The privacy policy's address in this language: the banner stays hidden there. */
  privacyHref: string
}) {
  const t = useTranslations('cookies')
  // The address as it is, not next-intl's route: matching it against every route costs the
  // main thread milliseconds at hydration.
  const onPrivacyPolicy = readablePath(usePathname()) === readablePath(privacyHref)
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const consent = readConsent(window.localStorage)
    if (consent === 'allowAllCookies') {
      announceConsent(window, consent)
      loadTagManager(document, tagManagerId)
    }
    // Reading localStorage is only possible after hydration, hence state set in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(consent === null && !onPrivacyPolicy)
  }, [onPrivacyPolicy, tagManagerId])

  const choose = useCallback(
    (consent: Consent) => {
      window.localStorage.setItem(CONSENT_KEY, consent)
      announceConsent(window, consent)
      if (consent === 'allowAllCookies') loadTagManager(document, tagManagerId)
      setOpen(false)
    },
    [tagManagerId],
  )

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && choose('allowNoCookies')
    const onPointer = (event: MouseEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) choose('allowNoCookies')
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onPointer)
    }
  }, [open, choose])

  return (
    <div
      ref={panel}
      id={COOKIE_BANNER_ID}
      hidden={!open}
      // "open" once the page's scripts answer the buttons, Escape and a click outside.
      data-state={open ? 'open' : 'closed'}
      // The script before hydration may have shown it already.
      suppressHydrationWarning
      role="dialog"
      aria-labelledby="cookie-title"
      aria-describedby="cookie-text"
      className="fixed right-4 bottom-4 left-4 z-50 mx-auto max-w-xl rounded-lg bg-white p-5 shadow-2xl"
    >
      <h2 id="cookie-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p id="cookie-text" className="mt-2 text-sm text-neutral-700">
        {t('text')}{' '}
        <IntentLink href={privacyHref} className="underline">
          {t('privacy')}
        </IntentLink>
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => choose('allowNoCookies')}
          className="rounded border border-neutral-300 px-4 py-2"
        >
          {t('decline')}
        </button>
        <button
          type="button"
          onClick={() => choose('allowAllCookies')}
          className="rounded bg-brand px-4 py-2 font-semibold text-white"
        >
          {t('accept')}
        </button>
      </div>
    </div>
  )
}
