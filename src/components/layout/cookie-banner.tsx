import { getTranslations } from 'next-intl/server'

import { IntentLink } from '@/i18n/intent-link'
import type { Locale } from '@/i18n/locales'
import { readablePath } from '@/lib/readable-path'

import { COOKIE_BANNER_ID } from './consent'
import { showCookieBannerScript } from './cookie-banner-script'
import { CookieConsent } from './cookie-consent'

/**
 * Asks for cookie consent once; nothing is loaded from the tag manager before a yes. The banner
 * is server markup in the page's HTML, hidden: `showCookieBannerScript` shows it before the first
 * paint when the question is still open, so that it does not appear (and shift the picture) only
 * once the page's scripts have run; `CookieConsent` then answers its buttons.
 */
export async function CookieBanner({
  locale,
  tagManagerId,
  privacyHref,
}: {
  locale: Locale
  tagManagerId: string | null
  /** The privacy policy's address in this language: the banner stays hidden there. */
  privacyHref: string
}) {
  const t = await getTranslations({ locale, namespace: 'cookies' })
  const privacyPath = readablePath(privacyHref)
  const button = 'rounded px-4 py-2'
  return (
    <>
      <div
        id={COOKIE_BANNER_ID}
        hidden
        // "open" once the page's scripts answer the buttons, Escape and a click outside.
        data-state="closed"
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
            data-consent="allowNoCookies"
            className={`${button} border border-neutral-300`}
          >
            {t('decline')}
          </button>
          <button
            type="button"
            data-consent="allowAllCookies"
            className={`${button} bg-brand font-semibold text-white`}
          >
            {t('accept')}
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: showCookieBannerScript(privacyPath) }} />
      <CookieConsent tagManagerId={tagManagerId} privacyPath={privacyPath} />
    </>
  )
}
