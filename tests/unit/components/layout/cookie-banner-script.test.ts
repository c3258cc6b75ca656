import { describe, expect, it } from 'vitest'

import { showCookieBannerScript } from '@/components/layout/cookie-banner-script'

/** Runs the inline script in a made-up page; tells whether it showed the banner. */
function run(stored: string | null, pathname: string, privacyPath = '/privacy-beleid') {
  const banner = { hidden: true }
  const page = {
    localStorage: { getItem: () => stored },
    location: { pathname },
    document: { getElementById: (id: string) => (id === 'cookie-banner' ? banner : null) },
  }
  new Function('localStorage', 'location', 'document', showCookieBannerScript(privacyPath))(
    page.localStorage,
    page.location,
    page.document,
  )
  return !banner.hidden
}

describe('showCookieBannerScript', () => {
  it('shows the banner before the first paint while no choice is stored', () => {
    expect(run(null, '/')).toBe(true)
    expect(run('something else', '/vlees/1/worst')).toBe(true)
  })

  it('keeps it hidden once a choice is stored, and on the privacy policy', () => {
    expect(run('allowAllCookies', '/')).toBe(false)
    expect(run('allowNoCookies', '/')).toBe(false)
    expect(run(null, '/privacy-beleid')).toBe(false)
    expect(
      run(null, '/fr/politique-de-confidentialit%C3%A9', '/fr/politique-de-confidentialité'),
    ).toBe(false)
  })
})
