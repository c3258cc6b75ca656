import { expect, test } from '@playwright/test'

import { submitAdminLogin } from './support/admin'

test('the seeded admin signs in to the admin', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await submitAdminLogin(page)

  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /pagina's|pages/i }).first()).toBeVisible()
  expect(errors).toEqual([])
})

test('a wrong password is refused with a message', async ({ page }) => {
  await submitAdminLogin(page, 'not-the-password')
  await expect(page.getByText(/onjuist|incorrect/i)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('the product list shows prices in euros and stock for the shop owner', async ({ page }) => {
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/collections/products?search=Entrecote')
  const row = page.getByRole('row').filter({ hasText: 'Entrecote' }).first()
  await expect(row).toContainText('€ 12,95')
  await expect(row).toContainText('40')
})
