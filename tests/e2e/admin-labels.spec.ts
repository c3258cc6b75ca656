import { expect, type Page, test } from '@playwright/test'

import { submitAdminLogin } from './support/admin'

/** Texts and accessible names on the screen that show a label object instead of its words. */
const objectLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .flatMap((element) => [
        ...[...element.attributes].map((attribute) => attribute.value),
        ...[...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? ''),
      ])
      .filter((text) => text.includes('[object Object]')),
  )

test.beforeEach(async ({ page }) => {
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('the dashboard names each collection in words on its "create new" buttons', async ({
  page,
}) => {
  const createPage = page.locator('a[href="/admin/collections/pages/create"]')
  await expect(createPage).toBeVisible()
  await expect(createPage).toHaveAttribute('aria-label', /Pagina/)
  expect(await objectLabels(page)).toEqual([])
})

test('a list names its columns in words on the sort buttons', async ({ page }) => {
  await page.goto('/admin/collections/pages')
  const sortButtons = page.locator('.sort-column__button')
  await expect(sortButtons.first()).toBeAttached()
  await expect(page.locator('button[aria-label*="Paginatitel"]').first()).toBeAttached()
  expect(await objectLabels(page)).toEqual([])
})
