/** Cookie consent as the spec stores and announces it (section 4). */
export const CONSENT_KEY = 'userSawCookieBanner'
/** The banner's element, shown before the first paint while the question is open. */
export const COOKIE_BANNER_ID = 'cookie-banner'
export type Consent = 'allowAllCookies' | 'allowNoCookies'

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] }

export function readConsent(storage: Storage): Consent | null {
  const value = storage.getItem(CONSENT_KEY)
  return value === 'allowAllCookies' || value === 'allowNoCookies' ? value : null
}

/** Pushes the events the tag manager listens for: granted then an update, or denied. */
export function announceConsent(target: DataLayerWindow, consent: Consent): void {
  target.dataLayer = target.dataLayer ?? []
  if (consent === 'allowAllCookies') {
    target.dataLayer.push({ event: 'consent-granted' }, { event: 'trigger-consent-updates' })
  } else {
    target.dataLayer.push({ event: 'consent-denied' })
  }
}

/** Loads the tag manager container, once, and only ever after consent. */
export function loadTagManager(document: Document, containerId: string | null): void {
  if (!containerId || document.getElementById('gtm-script')) return
  const script = document.createElement('script')
  script.id = 'gtm-script'
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
  document.head.appendChild(script)
}
