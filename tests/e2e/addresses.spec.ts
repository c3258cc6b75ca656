import { expect, test } from '@playwright/test'

import { newCustomer, register } from './support/shop'

test('a customer adds, edits and deletes an address, with clear messages', async ({ page }) => {
  const customer = newCustomer('Wout', 'Janssens')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Wout')

  await page.goto('/account/adres')
  // The address given at registration is the first of the book.
  const card = page.getByTestId('address')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Meir 10')
  await expect(card).toContainText('2000 Antwerpen')
  await page.getByRole('link', { name: 'Adres toevoegen' }).click()
  await expect(page).toHaveURL('/account/adres-beheren/0')

  const form = page.getByRole('main')
  await expect(form.getByLabel('E-mailadres')).toHaveValue(customer.email)
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(form.getByText('Vul de verplichte velden in.')).toHaveCount(7)

  await form.getByLabel('Voornaam').fill('Wout')
  await form.getByLabel('Achternaam').fill('Janssens')
  await form.getByLabel('Telefoon').fill('+31 20 123 4567')
  await form.getByLabel('Straat').fill('Damrak')
  await form.getByLabel('Huisnummer').fill('1')
  await form.getByLabel('Postcode').fill('9000')
  await form.getByLabel('Gemeente').fill('Amsterdam')
  await form.getByLabel('Land').selectOption('NL')
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(form.getByText('Deze postcode past niet bij het gekozen land.')).toBeVisible()

  await form.getByLabel('Postcode').fill('1012 JS')
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page).toHaveURL('/account/adres?saved=added')
  await expect(page.getByText('Nieuw adres toegevoegd.')).toBeVisible()
  await expect(card).toHaveCount(2)
  const added = card.nth(1)
  await expect(added).toContainText('Damrak 1')
  await expect(added).toContainText('1012 JS Amsterdam')
  await expect(added).toContainText('Nederland')

  await added.getByRole('link', { name: 'Wijzigen Wout Janssens' }).click()
  await form.getByLabel('Huisnummer').fill('20')
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Adres bijgewerkt.')).toBeVisible()
  await expect(added).toContainText('Damrak 20')

  page.once('dialog', (dialog) => void dialog.accept())
  await added.getByRole('button', { name: 'Verwijderen Wout Janssens' }).click()
  await expect(page.getByText('Adres verwijderd.')).toBeVisible()
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Meir 10')
})

test('someone else’s address is not found', async ({ page }) => {
  await register(page, newCustomer('Lien', 'Maes'))
  await expect(page.getByTestId('account-link')).toHaveText('Lien')
  const response = await page.goto('/en/account/address-manage/999999')
  expect(response?.status()).toBe(404)
})
