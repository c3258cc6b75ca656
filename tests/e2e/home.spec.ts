import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'

import { freshSections } from '../../src/i18n/fresh-pages'

const home = [
  {
    path: '/',
    lang: 'nl',
    heading: 'Ambachtelijk vlees, vers bij jou thuis',
    claim: 'Bestel voor 9:00 uur, morgen in huis',
  },
  {
    path: '/fr',
    lang: 'fr',
    heading: 'De la viande artisanale',
    claim: 'Commandez avant 9:00, livré demain',
  },
  {
    path: '/en',
    lang: 'en',
    heading: 'Craft meat, delivered fresh',
    claim: 'Order before 9:00, delivered tomorrow',
  },
]

for (const { path, lang, heading, claim } of home) {
  test(`home page in ${lang}`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
    await expect(page.getByRole('main').getByText(claim, { exact: true })).toBeVisible()
  })
}

test('the shop sends its security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // The test server's address is plain http: nothing may send the browser to https.
  expect(headers['strict-transport-security']).toBeUndefined()
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
  expect(headers['x-powered-by']).toBeUndefined()
})

test('a shop page is answered at the first request; only the admin asks for the colour scheme', async ({
  page,
  request,
}) => {
  const shop = await request.get('/en/products')
  expect(shop.headers()['critical-ch']).toBeUndefined()
  expect(shop.headers()['accept-ch']).toBeUndefined()
  const admin = await request.get('/admin/login')
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  // The browser does not load the page twice to send the hint.
  const documents: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url())
  })
  await page.goto('/en/products')
  expect(documents).toHaveLength(1)
})

test('a browser that accepts Brotli gets the page and its scripts in Brotli, others gzip', async ({
  page,
  request,
}) => {
  const scripts: Promise<Record<string, string>>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/'))
      scripts.push(response.allHeaders())
  })
  const document = await page.goto('/en')
  expect((await document!.allHeaders())['content-encoding']).toBe('br')
  await expect(page.getByRole('banner')).toBeVisible()
  const headers = await Promise.all(scripts)
  expect(headers.length).toBeGreaterThan(3)
  expect(new Set(headers.map((sent) => sent['content-encoding']))).toEqual(new Set(['br']))
  // With the headers next.config.ts gives every address, as Next.js itself sends them.
  for (const sent of headers) {
    expect(sent['x-content-type-options']).toBe('nosniff')
    expect(sent['content-security-policy']).toContain("default-src 'self'")
  }

  for (const path of ['/en', '/en/shopping-cart']) {
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding'], path).toBe('gzip')
    expect(await gzip.text(), path).toContain('</html>')
  }
})

test('the scripts every page starts with carry the compile hint, in Brotli and in gzip', async ({
  page,
  request,
}) => {
  // The build's list of them, which `npm run build` marks (docs/adr/0013).
  const manifest = JSON.parse(
    readFileSync(new URL('../../.next/build-manifest.json', import.meta.url), 'utf8'),
  ) as {
    rootMainFiles: string[]
  }
  const startup = manifest.rootMainFiles.filter((file) => file.endsWith('.js'))
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      loaded.push(new URL(response.url()).pathname)
  })
  await page.goto('/en')
  await expect(page.getByRole('banner')).toBeVisible()
  expect(startup.length).toBeGreaterThan(2)
  expect(loaded).toEqual(expect.arrayContaining(startup.map((file) => `/_next/${file}`)))

  const firstLine = async (path: string, encoding: string) => {
    const response = await request.get(path, { headers: { 'accept-encoding': encoding } })
    expect(response.headers()['content-encoding'], path).toBe(encoding)
    return (await response.text()).split('\n', 1)[0]
  }
  for (const file of startup)
    for (const encoding of ['br', 'gzip'])
      expect(await firstLine(`/_next/${file}`, encoding)).toBe('//# allFunctionsCalledOnLoad')
  const others = loaded.filter((path) => !startup.some((file) => path === `/_next/${file}`))
  expect(others.length).toBeGreaterThan(0)
  for (const path of others)
    expect(await firstLine(path, 'br')).not.toContain('allFunctionsCalledOnLoad')
})

test('the shop has its icon, and a page load asks for nothing that is not there', async ({
  page,
  request,
}) => {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  await page.goto('/en')
  await expect(page.getByRole('banner')).toBeVisible()
  const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
  expect(await icons.count()).toBeGreaterThan(1)
  for (const href of await icons.evaluateAll((links) =>
    links.map((l) => (l as HTMLLinkElement).href),
  )) {
    const icon = await request.get(href)
    expect(icon.status(), href).toBe(200)
    expect(icon.headers()['content-type'], href).toMatch(/^image\//)
  }
  const favicon = await request.get('/favicon.ico')
  expect(favicon.headers()['content-type']).toMatch(/^image\//)
  await page.waitForLoadState('networkidle')
  expect(failed).toEqual([])
})

// In English the pages made fresh per visitor keep their sections' names.
const freshPaths = freshSections.map((section) => `/en/${section}`)
const isFresh = (path: string) =>
  freshPaths.some((fresh) => path === fresh || path.startsWith(`${fresh}/`))

for (const path of ['/en', '/en/login']) {
  test(`${path} fetches another page ahead only when pointed at, never one made per visitor`, async ({
    page,
  }) => {
    const prefetched: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'])
        prefetched.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await expect(page.getByTestId('cart-link')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(prefetched).toEqual([])

    const freshLinks = page.locator(freshPaths.map((fresh) => `a[href^="${fresh}"]`).join(', '))
    expect(await freshLinks.count()).toBeGreaterThan(0)
    for (const link of await freshLinks.all()) if (await link.isVisible()) await link.hover()
    // A cached page pointed at last: once it is fetched, the fresh ones would have been too.
    await page.getByRole('banner').getByRole('link', { name: 'All products', exact: true }).hover()
    await expect.poll(() => prefetched).toContain('/en/products')
    expect(prefetched.filter(isFresh)).toEqual([])
  })
}

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-GB' })

  test('lands on the English shop first', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
  })

  test('keeps a chosen language for a year', async ({ page }) => {
    await page.goto('/fr')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('fr')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)

    await page.goto('/')
    await expect(page).toHaveURL(/\/fr$/)
  })
})
