import { expect, test } from '@playwright/test'

import { submitAdminLogin } from './support/admin'

for (const { language, addBlock, hero, carousel } of [
  { language: 'nl', addBlock: 'Voeg Blok toe', hero: 'Hero', carousel: 'Productcarrousel' },
  { language: 'fr', addBlock: /Ajouter Bloc/i, hero: 'Hero', carousel: /carrousel/i },
] as const) {
  test(`the ${language} editor sees a sketch of each block before adding it`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
    await submitAdminLogin(page)
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/collections/pages/create')
    await page.getByRole('button', { name: addBlock }).first().click()

    const drawer = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: addBlock }) })
    const sketches = drawer.locator('img[src*="/admin/blocks/"]')
    await expect(sketches.first()).toBeVisible()
    expect(await sketches.count()).toBeGreaterThan(15)
    // Each sketch loads (no broken picture), and its block is named beside it.
    await expect
      .poll(() =>
        sketches.evaluateAll(
          (images) =>
            (images as HTMLImageElement[]).filter(
              (image) => !image.complete || image.naturalWidth === 0,
            ).length,
        ),
      )
      .toBe(0)
    await expect(drawer.getByText(hero, { exact: true })).toBeVisible()
    await expect(drawer.getByText(carousel).first()).toBeVisible()
  })
}
