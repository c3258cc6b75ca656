import { expect, test } from '@playwright/test'

import { asAdmin } from './support/admin'

const journeys = [
  {
    locale: 'nl-BE',
    home: '/',
    meatType: 'Rund',
    path: /\/vleessoorten\/2\/Rund/,
    breed: 'Angus',
    product: 'Picanha',
    productPath: /\/vlees\/\d+\/picanha$/,
    perPiece: 'per stuk',
  },
  {
    locale: 'fr-BE',
    home: '/fr',
    meatType: 'Bœuf',
    path: /\/fr\/types-de-viande\/2\/B%C5%93uf|\/fr\/types-de-viande\/2\/Bœuf/,
    breed: 'Angus',
    product: 'Picanha',
    productPath: /\/fr\/viande\/\d+\/picanha$/,
    perPiece: 'la pièce',
  },
  {
    locale: 'en-GB',
    home: '/en',
    meatType: 'Beef',
    path: /\/en\/meat-types\/2\/Beef/,
    breed: 'Angus',
    product: 'Picanha',
    productPath: /\/en\/meat\/\d+\/picanha$/,
    perPiece: 'per piece',
  },
]

for (const journey of journeys) {
  test.describe(`shopping in ${journey.locale}`, () => {
    test.use({ locale: journey.locale })

    test('home → meat type → breed filter → product detail', async ({ page }) => {
      await page.goto(journey.home)
      await page
        .getByRole('main')
        .getByRole('link', { name: journey.meatType, exact: true })
        .click()
      await expect(page).toHaveURL(journey.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.meatType)

      await page.getByRole('main').getByRole('link', { name: journey.breed, exact: true }).click()
      await expect(page).toHaveURL(/breed=angus/)
      const cards = page.getByRole('article')
      await expect(cards).toHaveCount(3)

      await cards.filter({ hasText: journey.product }).getByRole('link').click()
      await expect(page).toHaveURL(journey.productPath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.product)
      await expect(page.getByText(journey.perPiece).first()).toBeVisible()
      await expect(page.getByRole('img').first()).toBeVisible()
    })
  })
}

test('the search box suggests products as the shopper types, and Enter opens the results', async ({
  page,
}) => {
  await page.goto('/')
  const box = page.getByRole('combobox')
  await box.fill('kip')
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options.first()).toBeVisible()
  await expect(options.first()).toContainText(/^Kip/)
  expect(await options.count()).toBeGreaterThan(1)

  await box.press('Enter')
  await expect(page).toHaveURL(/\/zoeken\?q=kip$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('kip')
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('arrow keys choose a suggestion and Enter opens that product', async ({ page }) => {
  await page.goto('/en')
  const box = page.getByRole('combobox')
  await box.fill('spare')
  await expect(page.getByRole('option', { name: 'Spare ribs' })).toBeVisible()
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0/)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/en\/meat\/\d+\/spare-ribs$/)
})

test('the search box works before the scripts and without them', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-BE' })
  const page = await context.newPage()
  await page.goto('/fr')
  const box = page.getByRole('combobox').first()
  await box.fill('poulet')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/fr\/recherche\?q=poulet$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('poulet')
  await context.close()
})

test('an empty search box suggests nothing', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('combobox')
  await box.fill('kip')
  await expect(page.getByRole('listbox')).toBeVisible()
  await box.fill('')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
})

test('an outdated product address redirects to the canonical one', async ({ page, request }) => {
  const { suggestions } = await (
    await request.get('/api/storefront/suggest?q=picanha&locale=en')
  ).json()
  const response = await request.get(`/en/meat/${suggestions[0].id}/old-name`, { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  // Next.js repeats the Location header of a redirect it serves from its page cache (ADR 0006).
  const targets = new Set(response.headers().location.split(', '))
  expect([...targets]).toEqual([`/en/meat/${suggestions[0].id}/picanha`])

  await page.goto(`/vlees/${suggestions[0].id}/wat-anders`)
  await expect(page).toHaveURL(`/vlees/${suggestions[0].id}/picanha`)
})

test('a product page names each language’s own address, and only in its HTML', async ({
  page,
  request,
}) => {
  const response = await page.goto('/en/products')
  expect(response?.headers().link).toBeUndefined()
  await page.locator('main a[href^="/en/meat/"]').first().click()
  await expect(page).toHaveURL(/\/en\/meat\/\d+\/[^/]+$/)
  // The list's own alternates leave the head a moment after the address changes.
  const alternate = page.locator('link[rel="alternate"][hreflang="nl"]')
  await expect(alternate).toHaveAttribute('href', /\/vlees\/\d+\//)
  const dutch = await alternate.getAttribute('href')
  // The language links follow the page the shopper navigated to (a Dutch address from another
  // language keeps its prefix, so that the language cookie does not send it back).
  await expect(
    page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'nl' }),
  ).toHaveAttribute('href', `/nl${new URL(dutch!).pathname}`)
  // Without the browser's language cookie, which would send a Dutch address on to English.
  const dutchPage = await request.get(dutch!, { maxRedirects: 0 })
  expect(dutchPage.status()).toBe(200)
  expect(dutchPage.headers().link).toBeUndefined()
})

test('an unknown product is not found', async ({ request }) => {
  expect((await request.get('/vlees/999999/niets')).status()).toBe(404)
})

test('a price changed in the admin shows on the product page within seconds', async ({
  page,
  request,
}) => {
  const { suggestions } = await (
    await request.get('/api/storefront/suggest?q=flank&locale=en')
  ).json()
  const id = suggestions[0].id
  await page.goto(`/en/meat/${id}/flank-steak`)
  await expect(page.getByText('€13.90')).toBeVisible()

  const update = await request.patch(`/api/products/${id}`, {
    data: { priceCents: 1450 },
    headers: await asAdmin(request),
  })
  expect(update.ok()).toBe(true)

  await expect(async () => {
    await page.reload()
    await expect(page.getByText('€14.50').first()).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
})

test('the product page shows its rating and gives it to search engines', async ({
  page,
  request,
}) => {
  const { suggestions } = await (
    await request.get('/api/storefront/suggest?q=entrecote&locale=nl')
  ).json()
  await page.goto(`/vlees/${suggestions[0].id}/entrecote`)
  await expect(page.getByTestId('review-summary')).toContainText('(3 beoordelingen)')
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(data).toMatchObject({
    '@type': 'Product',
    name: 'Entrecote',
    aggregateRating: { ratingValue: 4.7, reviewCount: 3 },
    offers: { price: '12.95', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  })
})

test('a category’s filtered and sorted views are rendered once, then served from cache', async ({
  request,
}) => {
  const view = '/en/meat-types/2/Beef?sort=price-desc&breed=angus'
  await request.get(view)
  const again = await request.get(view)
  expect(again.status()).toBe(200)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  // The same view with its parameters in another order, or with a tracking parameter, is that entry.
  const same = await request.get(
    '/en/meat-types/2/Beef?breed=angus&sort=price-desc&utm_source=mail',
  )
  expect(same.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await same.text()).toContain('Picanha')
})

test('a common search’s results are rendered once, then served from cache; other searches each time', async ({
  request,
}) => {
  await request.get('/zoeken?q=Kip')
  const again = await request.get('/zoeken?q=kip&utm_source=mail')
  expect(again.status()).toBe(200)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await again.text()).toContain('Resultaten voor')

  const rare = await request.get('/zoeken?q=picanha')
  expect(rare.status()).toBe(200)
  expect(rare.headers()['x-nextjs-cache']).toBeUndefined()
  expect(await rare.text()).toContain('Picanha')

  // Nobody fills the cache with pages past the last, or with view addresses of other words.
  expect((await request.get('/zoeken?q=kip&page=99')).status()).toBe(404)
  expect((await request.get('/zoeken/q%3Dpicanha')).status()).toBe(404)
})
