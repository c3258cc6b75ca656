import { expect, test } from '@playwright/test'

import { locales } from '../../src/i18n/locales'
import { type AppPathname, pathnames } from '../../src/i18n/pathnames'
import { localizedPath } from '../../src/i18n/paths'
import { addToCart, productId } from './support/shop'

const notFound = [
  { path: '/bestaat-niet', title: 'Pagina niet gevonden' },
  { path: '/fr/existe-pas', title: 'Page introuvable' },
  { path: '/en/does/not/exist', title: 'Page not found' },
]

for (const { path, title } of notFound) {
  test(`an unknown path answers 404 with a page in its language: ${path}`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(path)).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
}

test('every screen of the route table answers in all three languages', async ({ request }) => {
  const staticRoutes = (Object.keys(pathnames) as AppPathname[]).filter(
    (route) => !route.includes('['),
  )
  const failures: string[] = []
  // Dutch first: a visit to a prefixed path remembers its language, and that preference would
  // (rightly) send later unprefixed Dutch requests to the remembered language.
  for (const locale of locales) {
    for (const route of staticRoutes) {
      const path = localizedPath(route, {}, locale)
      const response = await request.get(path, { maxRedirects: 0 })
      // Account screens want a customer. The account home, the orders and checkout are the same
      // for everybody and send a visitor on from the browser.
      const sharedShell = ['/account', '/account/orders', '/checkout'].includes(route)
      const expected = !sharedShell && route.startsWith('/account') ? 307 : 200
      if (response.status() !== expected) failures.push(`${path}: ${response.status()}`)
    }
  }
  expect(failures).toEqual([])
})

test('account screens send visitors to the login screen and back', async ({ page }) => {
  await page.goto('/fr/compte/adresse')
  await expect(page).toHaveURL('/fr/login?redirect=%2Ffr%2Fcompte%2Fadresse')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion')
})

test('the account home and orders screens send a visitor to the login screen and back', async ({
  page,
  request,
}) => {
  // A guest with a cart has a session of their own, which is no customer's.
  await addToCart(page, `/vlees/${await productId(request, 'Picanha')}/picanha`, '1')
  // Dutch first: a visit to an English page makes English the remembered language.
  await page.goto('/account')
  await expect(page).toHaveURL('/login?redirect=%2Faccount')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden')
  await page.goto('/en/account/orders')
  await expect(page).toHaveURL('/en/login?redirect=%2Fen%2Faccount%2Forders')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
})

test('the language switch keeps a static screen', async ({ page }) => {
  await page.goto('/producten?sort=newest')
  const french = page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'fr' })
  // The page comes from cache without its query; the link gets it once the scripts ran.
  await expect(french).toHaveAttribute('href', '/fr/produits?sort=newest')
  await french.click()
  await expect(page).toHaveURL('/fr/produits?sort=newest')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('the language switch keeps a dynamic screen with its parameters and query', async ({
  page,
}) => {
  await page.goto('/vleessoorten/2/Rund?breed=angus')
  const english = page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'en' })
  await expect(english).toHaveAttribute('href', '/en/meat-types/2/Beef?breed=angus')
  await english.click()
  await expect(page).toHaveURL('/en/meat-types/2/Beef?breed=angus')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beef')
  await expect(page.getByRole('article')).toHaveCount(3)
})

test('the language links are the same elements before and after the scripts run', async ({
  page,
}) => {
  // A link replaced while the page starts takes an early click with it: nothing happens.
  await page.addInitScript(() => {
    const removed: string[] = []
    Object.assign(window, { removedLanguageLinks: removed })
    new MutationObserver((mutations) => {
      for (const { removedNodes } of mutations)
        for (const node of removedNodes)
          if (
            node instanceof Element &&
            (node.matches('a[hreflang]') || node.querySelector('a[hreflang]'))
          )
            removed.push(node.outerHTML.slice(0, 80))
    }).observe(document, { subtree: true, childList: true })
  })
  await page.goto('/vleessoorten/2/Rund?breed=angus')
  const english = page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'en' })
  await expect(english).toHaveAttribute('href', '/en/meat-types/2/Beef?breed=angus')
  await page.waitForLoadState('networkidle')
  expect(
    await page.evaluate(
      () => (window as unknown as { removedLanguageLinks: string[] }).removedLanguageLinks,
    ),
  ).toEqual([])
})

test('every page names its canonical address and its versions in the other languages', async ({
  page,
}) => {
  await page.goto('/en/products')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en\/products$/)
  await expect(page.locator('link[hreflang=nl]')).toHaveAttribute('href', /\/producten$/)
  await expect(page.locator('link[hreflang=fr]')).toHaveAttribute('href', /\/fr\/produits$/)
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow')
})

test('the header top bar hides after scrolling down 200 px and returns on the way up', async ({
  page,
}) => {
  await page.goto('/producten')
  const topBar = page.getByTestId('top-bar')
  await expect(topBar).toHaveAttribute('data-hidden', 'false')
  await page.mouse.wheel(0, 150)
  await page.waitForTimeout(100)
  await expect(topBar).toHaveAttribute('data-hidden', 'false')
  await page.mouse.wheel(0, 300)
  await expect(topBar).toHaveAttribute('data-hidden', 'true')
  await page.mouse.wheel(0, -100)
  await expect(topBar).toHaveAttribute('data-hidden', 'false')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu opens full screen, expands a group, locks scrolling and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/')
    // A closed menu is an empty container: its links are made when it opens.
    await expect(page.locator('[role="dialog"][aria-label="Hoofdmenu"] a')).toHaveCount(0)
    const trigger = page.getByRole('button', { name: 'Menu openen' })
    await trigger.click()
    const menu = page.getByRole('dialog', { name: 'Hoofdmenu' })
    await expect(menu).toBeVisible()
    // The focus goes into the open menu, and back to its button when Escape closes it.
    await expect(menu.getByRole('button', { name: 'Menu sluiten' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await trigger.click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: /Bel ons/ })).toHaveAttribute('href', /^tel:/)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')

    await expect(menu.getByRole('link', { name: 'Rund', exact: true })).toBeHidden()
    await menu.getByRole('button', { name: 'Alle producten openklappen' }).click()
    await menu.getByRole('link', { name: 'Rund', exact: true }).click()

    await expect(page).toHaveURL('/vleessoorten/2/Rund')
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })
})

test.describe('a new deployment', () => {
  test.beforeEach(async ({ page }) => {
    let checks = 0
    await page.route('**/api/storefront/build', (route) => {
      checks += 1
      return route.fulfill({ json: { buildId: 'a-newer-build' } })
    })
    await page.goto('/')
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
    // The tab regains focus (repeated until the page has hydrated and listens).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')))
        return checks
      })
      .toBeGreaterThan(0)
  })

  /** Whether the marker set before navigating survives; null while the page is reloading. */
  const stillHere = async (page: import('@playwright/test').Page) => {
    try {
      return await page.evaluate(
        () => (window as unknown as { stillHere?: boolean }).stillHere === true,
      )
    } catch {
      return null
    }
  }

  test('is loaded on the next navigation', async ({ page }) => {
    await page.getByRole('main').getByRole('link', { name: 'Rund', exact: true }).click()
    await expect(page).toHaveURL('/vleessoorten/2/Rund')
    await expect.poll(() => stillHere(page)).toBe(false)
  })

  test('waits while the shopper is typing', async ({ page }) => {
    const box = page.getByRole('combobox')
    await box.fill('kip')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/zoeken\?q=kip$/)
    await page.waitForTimeout(500)
    expect(await stillHere(page)).toBe(true)
  })
})
