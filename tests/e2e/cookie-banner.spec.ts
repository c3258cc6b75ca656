import { expect, type Page, test } from '@playwright/test'

test.use({ storageState: { cookies: [], origins: [] } })

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map(
      (entry) => entry.event,
    ),
  )
/** The banner, shown before the first paint, once the page's scripts answer it. */
async function answeringBanner(page: Page) {
  const banner = page.getByRole('dialog', { name: 'Cookies' })
  await expect(banner).toBeVisible()
  await expect(banner).toHaveAttribute('data-state', 'open')
  return banner
}

const consent = (page: Page) => page.evaluate(() => localStorage.getItem('userSawCookieBanner'))

test('accepting stores the choice, announces it, and announces it again on the next visit', async ({
  page,
}) => {
  await page.goto('/')
  const banner = await answeringBanner(page)
  expect(await dataLayer(page)).toEqual([])

  await banner.getByRole('button', { name: 'Alle cookies toestaan' }).click()
  await expect(banner).toBeHidden()
  expect(await consent(page)).toBe('allowAllCookies')
  expect(await dataLayer(page)).toEqual(['consent-granted', 'trigger-consent-updates'])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
  await expect.poll(() => dataLayer(page)).toEqual(['consent-granted', 'trigger-consent-updates'])
})

const declines = {
  'the decline button': (page: Page) => page.getByRole('button', { name: 'Refuser' }).click(),
  Escape: (page: Page) => page.keyboard.press('Escape'),
  'a click outside': (page: Page) => page.mouse.click(5, 300),
}

for (const [how, decline] of Object.entries(declines)) {
  test(`declining with ${how} stores no consent and announces the refusal`, async ({ page }) => {
    await page.goto('/fr')
    const banner = await answeringBanner(page)
    await decline(page)
    await expect(banner).toBeHidden()
    expect(await consent(page)).toBe('allowNoCookies')
    expect(await dataLayer(page)).toEqual(['consent-denied'])

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
    expect(await dataLayer(page)).toEqual([])
  })
}

for (const path of ['/en/privacy-policy', '/fr/politique-de-confidentialité']) {
  test(`the privacy policy is readable without the question in the way: ${path}`, async ({
    page,
  }) => {
    // Records whether the banner is ever shown, even for an instant before the scripts run.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const banner = document.getElementById('cookie-banner')
        if (banner && !banner.hidden) (window as unknown as { shown: boolean }).shown = true
      }).observe(document, { subtree: true, childList: true, attributes: true })
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Past hydration too: the banner's own effect must not open it either.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#cookie-banner')).toBeHidden()
    expect(await page.evaluate(() => (window as unknown as { shown?: boolean }).shown)).toBeFalsy()
  })
}
