import { expect, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'

test('the seeded admin signs in to the admin', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/e-?mail/i).fill(e2eAdmin.email)
  await page.getByLabel(/wachtwoord|password/i).fill(e2eAdmin.password)
  await page.getByRole('button', { name: /inloggen|log ?in|sign ?in/i }).click()

  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /pagina's|pages/i }).first()).toBeVisible()
  expect(errors).toEqual([])
})

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill(e2eAdmin.email)
  await page.getByLabel(/wachtwoord|password/i).fill('not-the-password')
  await page.getByRole('button', { name: /inloggen|log ?in|sign ?in/i }).click()
  await expect(page.getByText(/onjuist|incorrect/i)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
