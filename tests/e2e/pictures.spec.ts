import { expect, type Page, test } from '@playwright/test'

import { productId } from './support/shop'

/**
 * Every picture in the page's main content is served by the image optimizer with 200 and is
 * decoded by the browser. A visible <img> proves nothing: a broken one keeps its box.
 */
async function expectEveryPictureLoads(page: Page, minimum: number) {
  const pictures = page.getByRole('main').locator('img')
  await expect(pictures.first()).toBeVisible()
  const count = await pictures.count()
  expect(count).toBeGreaterThanOrEqual(minimum)

  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index)
    await picture.scrollIntoViewIfNeeded()
    const source = await picture.evaluate(
      (image: HTMLImageElement) => image.currentSrc || image.src,
    )
    expect(new URL(source).pathname).toBe('/_next/image')
    const response = await page.request.get(source)
    expect(response.status(), `${source} answered ${await response.text()}`).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBeGreaterThan(0)
  }
}

test('every product picture on a category page loads', async ({ page }) => {
  await page.goto('/vleessoorten/2/Rund')
  await expect(page.getByRole('article')).toHaveCount(12)
  await expectEveryPictureLoads(page, 12)
})

test('every picture on a product page loads, related products included', async ({
  page,
  request,
}) => {
  await page.goto(`/en/meat/${await productId(request, 'picanha', 'en')}/picanha`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Picanha')
  await expectEveryPictureLoads(page, 1)
})
