import { expect, test } from '@playwright/test'

import { latestMailTo, mailsTo } from './support/mailbox'
import { newCustomer, register } from './support/shop'

test('a customer who forgot the password gets a link by e-mail and signs in with a new one', async ({
  page,
}) => {
  const customer = newCustomer('Emma', 'Peeters')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Emma')
  await page.getByRole('link', { name: 'Afmelden' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Aanmelden')

  await page.goto('/login')
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click()
  await expect(page).toHaveURL('/passwordrecovery')
  const main = page.getByRole('main')
  await main.getByLabel('E-mailadres').fill(customer.email)
  await main.getByRole('button', { name: 'Stuur de link' }).click()
  await expect(page).toHaveURL('/passwordrecovery/confirm')
  await expect(page.getByText(/Kijk in je mailbox/)).toBeVisible()

  const mail = await latestMailTo(customer.email)
  expect(mail.subject).toBe('Een nieuw wachtwoord voor De Vleesboetiek')
  const link = /https?:\/\/\S+resetPassword\?token=[\w.-]+/.exec(mail.text)?.[0]
  expect(link).toBeDefined()

  await page.goto(link as string)
  await main.getByLabel('Nieuw wachtwoord').fill('brisket-2027')
  await main.getByLabel('Bevestig wachtwoord').fill('brisket-2027')
  await main.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByText('Je wachtwoord is gewijzigd. Je kan je nu aanmelden.')).toBeVisible()

  await main.getByRole('link', { name: 'Aanmelden' }).click()
  await expect(page).toHaveURL('/login')
  await main.getByLabel('E-mailadres').fill(customer.email)
  await main.getByLabel('Wachtwoord').fill('brisket-2027')
  await main.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Emma')
})

test('a made-up reset link says so and offers a new one, in English', async ({ page }) => {
  await page.goto('/en/resetPassword?token=made-up')
  const main = page.getByRole('main')
  await main.getByLabel('New password').fill('brisket-2027')
  await main.getByLabel('Confirm password').fill('brisket-2027')
  await main.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('This link is not valid (any more).')).toBeVisible()
  await main.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL('/en/passwordrecovery')
})

test('asking for a link for an unknown address looks the same and sends nothing', async ({
  page,
}) => {
  const address = `nobody.${Date.now()}@example.be`
  await page.goto('/fr/passwordrecovery')
  const main = page.getByRole('main')
  await main.getByLabel('Adresse e-mail').fill(address)
  await main.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page).toHaveURL('/fr/passwordrecovery/confirm')
  expect(await mailsTo(address)).toEqual([])
})

test('a signed-in customer changes the password in the account', async ({ page }) => {
  const customer = newCustomer('Nina', 'Goossens')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Nina')

  await page.goto('/en/account/edit-password')
  const main = page.getByRole('main')
  await main.getByLabel('Current password').fill('not-my-password')
  await main.getByLabel('New password').fill('tenderloin-9')
  await main.getByLabel('Confirm password').fill('tenderloin-9')
  await main.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('Your current password is not right.')).toBeVisible()

  await main.getByLabel('Current password').fill(customer.password)
  await main.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Sign in')
  await page.goto('/en/login')
  await main.getByLabel('E-mail address').fill(customer.email)
  await main.getByLabel('Password').fill('tenderloin-9')
  await main.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Nina')
})
