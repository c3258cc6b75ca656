import { expect, test } from '@playwright/test'

import { asAdmin } from './support/admin'
import { timeStamp } from './support/time-stamp'

test('the old shop’s leftover addresses lead to the right screens', async ({ request }) => {
  for (const [from, to] of [
    ['/winkelmand25old', '/winkelmand'],
    ['/fr/panier-copy', '/fr/panier'],
    ['/en/shopping-cartnew', '/en/shopping-cart'],
    ['/producten-nop_4.8', '/producten'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(new URL(response.headers().location, 'http://x').pathname).toBe(to)
  }
})

test('a redirect an editor adds takes effect within seconds, internal or external', async ({
  request,
}) => {
  const headers = await asAdmin(request)
  // Addresses of this attempt's own: a redirect's address is unique, and a retry adds its own.
  const stamp = timeStamp()
  const [internal, elsewhere] = [`/oude-promo-${stamp}`, `/naar-elders-${stamp}`]
  for (const data of [
    { from: internal, to: '/producten', status: '301' },
    { from: elsewhere, to: 'https://example.com/bbq', status: '302' },
  ]) {
    expect((await request.post('/api/redirects', { data, headers })).ok()).toBe(true)
  }
  await expect(async () => {
    const response = await request.get(internal, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toMatch(/\/producten$/)
  }).toPass({ timeout: 20_000 })
  const external = await request.get(elsewhere, { maxRedirects: 0 })
  expect(external.status()).toBe(302)
  expect(external.headers().location).toBe('https://example.com/bbq')
})

test('search engines are kept out until indexing is switched on', async ({ request, page }) => {
  const listing = await request.get('/producten')
  expect(listing.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /')
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('<url>')

  const headers = await asAdmin(request)
  expect(
    (await request.post('/api/globals/shop-settings', { data: { indexing: true }, headers })).ok(),
  ).toBe(true)
  try {
    await expect(async () => {
      const sitemap = await (await request.get('/sitemap.xml')).text()
      expect(sitemap).toContain('/fr/viande/')
      expect(sitemap).toMatch(/hreflang="en" href="[^"]+\/en\/meat-types\/2\/Beef"/)
    }).toPass({ timeout: 20_000 })
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')
    await expect(async () => {
      expect((await request.get('/producten')).headers()['x-robots-tag']).toBeUndefined()
    }).toPass({ timeout: 20_000 })
    await page.goto('/producten')
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'index, follow')
  } finally {
    await request.post('/api/globals/shop-settings', { data: { indexing: false }, headers })
  }
})
