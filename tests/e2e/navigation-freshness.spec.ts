import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { asAdmin } from './support/admin'

/**
 * Navigations inside the shop are answered from the same caches as whole pages (docs/adr/0030):
 * a change in the admin must show on the shopper's next navigation, as on the next page load.
 */
test.use({ locale: 'en-GB' })

/** Marks the document, so that a later check can tell a client navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }))
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true)

async function patch(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.patch(path, { data, headers: await asAdmin(request) })
  expect(response.ok()).toBe(true)
}

test('a price changed in the admin shows on the next navigation to the product', async ({
  page,
  request,
}) => {
  await page.goto('/en/meat-types/5/Pork')
  const link = page.getByRole('main').locator('a[href^="/en/meat/"]').first()
  const href = (await link.getAttribute('href'))!
  const id = href.split('/')[3]
  const { priceCents } = await (await request.get(`/api/products/${id}?depth=0`)).json()
  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`

  try {
    await markDocument(page)
    await link.click()
    await expect(page).toHaveURL(href)
    await expect(page.getByRole('main').getByText(euros(priceCents)).first()).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/meat-types\/5\//)

    await patch(request, `/api/products/${id}`, { priceCents: priceCents + 100 })
    await page.getByRole('main').locator(`a[href="${href}"]`).first().click()
    await expect(page).toHaveURL(href)
    await expect(
      page
        .getByRole('main')
        .getByText(euros(priceCents + 100))
        .first(),
    ).toBeVisible()
    expect(await stillSameDocument(page)).toBe(true)
  } finally {
    await patch(request, `/api/products/${id}`, { priceCents })
  }
})

test("an editor's new page title shows on the next navigation to the page", async ({
  page,
  request,
}) => {
  const found = await request.get('/api/pages?where[slug][equals]=delivery&depth=0&locale=en', {
    headers: await asAdmin(request),
  })
  const { id, title } = (await found.json()).docs[0]
  const changed = `${title} ${Date.now()}`
  const toDelivery = () =>
    page.getByRole('contentinfo').locator('a[href="/en/delivery"]').first().click()

  try {
    await page.goto('/en/meat-types/5/Pork')
    await markDocument(page)
    await toDelivery()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/meat-types\/5\//)

    await patch(request, `/api/pages/${id}?locale=en`, { title: changed, _status: 'published' })
    await toDelivery()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed)
    expect(await stillSameDocument(page)).toBe(true)
  } finally {
    await patch(request, `/api/pages/${id}?locale=en`, { title, _status: 'published' })
  }
})
