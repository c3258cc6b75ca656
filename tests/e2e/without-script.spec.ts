import { expect, test } from '@playwright/test'

/**
 * The cart, checkout and account pages read the shopper's part with their scripts
 * (docs/adr/0036): without JavaScript they say what is needed instead of loading forever.
 */

test.use({ javaScriptEnabled: false })

const pages = [
  { path: '/winkelmand', says: 'Deze pagina heeft JavaScript nodig.' },
  { path: '/checkout', says: 'Deze pagina heeft JavaScript nodig.' },
  { path: '/fr/compte', says: 'Cette page a besoin de JavaScript.' },
  { path: '/en/account/orders', says: 'This page needs JavaScript.' },
]

for (const { path, says } of pages)
  test(`${path} without JavaScript asks for it instead of loading`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('alert').filter({ hasText: says })).toBeVisible()
    // The loading note is in the page, hidden: no script will ever replace it.
    await expect(page.locator('[data-own-read-loading]')).toHaveCount(1)
    await expect(page.locator('[data-own-read-loading]')).toBeHidden()
  })
