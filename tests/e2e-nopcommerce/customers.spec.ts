import { expect, test } from '@playwright/test'

import { newCustomer, register } from '../e2e/support/shop'

test('a new customer registers on nopCommerce, signs out, is refused a wrong password and signs in again', async ({
  page,
}) => {
  const customer = newCustomer('Nele', 'Smets')
  await register(page, customer)
  await expect(page.getByText('Bedankt voor je registratie! Je bent nu aangemeld.')).toBeVisible()
  await expect(page.getByTestId('account-link')).toHaveText('Nele')

  await page.getByRole('banner').getByRole('link', { name: 'Afmelden' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Aanmelden')

  await page.goto('/en/login')
  const form = page.getByRole('main')
  await form.getByLabel('E-mail address').fill(customer.email)
  await form.getByLabel('Password').fill('not-the-password')
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByText('Could not sign in. Check your e-mail address and password.'),
  ).toBeVisible()

  await form.getByLabel('Password').fill(customer.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Nele')
  await page.goto('/en/account')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Nele')
  await expect(page.getByText(customer.email)).toBeVisible()
})

test('a customer on nopCommerce edits and deletes an address', async ({ page }) => {
  await register(page, newCustomer('Jens', 'Peeters'))
  await expect(page.getByTestId('account-link')).toHaveText('Jens')

  await page.goto('/account/adres-beheren/0')
  const form = page.getByRole('main')
  await form.getByLabel('Voornaam').fill('Jens')
  await form.getByLabel('Achternaam').fill('Peeters')
  await form.getByLabel('Telefoon').fill('+32 9 123 45 67')
  await form.getByLabel('Straat').fill('Korenmarkt')
  await form.getByLabel('Huisnummer').fill('3')
  await form.getByLabel('Postcode').fill('9000')
  await form.getByLabel('Gemeente').fill('Gent')
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Nieuw adres toegevoegd.')).toBeVisible()

  const card = page.getByTestId('address').filter({ hasText: 'Korenmarkt' })
  await expect(card).toContainText('Korenmarkt 3')
  await card.getByRole('link', { name: 'Wijzigen Jens Peeters' }).click()
  await form.getByLabel('Huisnummer').fill('30')
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Adres bijgewerkt.')).toBeVisible()
  await expect(card).toContainText('Korenmarkt 30')

  page.once('dialog', (dialog) => void dialog.accept())
  await card.getByRole('button', { name: 'Verwijderen Jens Peeters' }).click()
  await expect(page.getByText('Adres verwijderd.')).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(page.getByTestId('address').filter({ hasText: 'Meir 10' })).toHaveCount(1)
})
