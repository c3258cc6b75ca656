import { expect, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { mailsTo } from './support/mailbox'
import { newCustomer, register } from './support/shop'

test('an admin asks for a sign-in link in Dutch, opens it from the mailbox and lands in the admin', async ({
  page,
}) => {
  const before = (await mailsTo(e2eAdmin.email)).length
  await page.goto('/admin/login')
  const ask = page.getByRole('button', { name: 'Mail me een aanmeldlink' })
  await expect(ask).toBeEnabled()
  await ask.click()
  await page.getByLabel('E-mailadres voor de link').fill(e2eAdmin.email)
  await page.getByRole('button', { name: 'Stuur de link' }).click()
  await expect(page.getByText('Kijk in je mailbox')).toBeVisible()

  await expect.poll(async () => (await mailsTo(e2eAdmin.email)).length).toBeGreaterThan(before)
  const mail = (await mailsTo(e2eAdmin.email)).at(-1)!
  expect(mail.subject).toBe('Je aanmeldlink voor De Vleesboetiek')
  const link = /https?:\/\/\S+?signInLink=[\w-]+/.exec(mail.text)?.[0]
  expect(link).toBeDefined()

  await page.goto(link!)
  await expect(page.getByText('Meld je aan met de link die je per e-mail kreeg.')).toBeVisible()
  const signIn = page.getByRole('button', { name: 'Aanmelden met deze link' })
  await expect(signIn).toBeEnabled()
  await signIn.click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.locator('a[href="/admin/collections/pages/create"]')).toBeVisible()

  // Used once: the same link again is refused, in Dutch.
  await page.context().clearCookies()
  await page.goto(link!)
  await page.getByRole('button', { name: 'Aanmelden met deze link' }).click()
  await expect(
    page.getByText('Deze link is niet (meer) geldig. Vraag een nieuwe aan.'),
  ).toBeVisible()
})

test('a customer asks for a sign-in link on the Dutch sign-in page and is signed in by it', async ({
  page,
  browser,
}) => {
  const customer = newCustomer('Jens', 'Wouters')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Jens')

  // Another browser, the password never typed there.
  const stranger = await browser.newContext({ locale: 'nl-BE' })
  const other = await stranger.newPage()
  await other.goto('/login')
  const main = other.getByRole('main')
  const ask = main.getByRole('button', { name: 'Mail me een aanmeldlink' })
  await expect(ask).toBeEnabled()
  await ask.click()
  const form = main.getByRole('form', { name: 'Mail me een aanmeldlink' })
  await form.getByLabel('E-mailadres').fill(customer.email)
  const before = (await mailsTo(customer.email)).length
  await form.getByRole('button', { name: 'Mail me een aanmeldlink' }).click()
  await expect(main.getByText('Kijk in je mailbox')).toBeVisible()

  await expect.poll(async () => (await mailsTo(customer.email)).length).toBeGreaterThan(before)
  const mail = (await mailsTo(customer.email)).at(-1)!
  expect(mail.subject).toBe('Je aanmeldlink voor De Vleesboetiek')
  const link = /https?:\/\/\S+?signInLink=[\w-]+/.exec(mail.text)?.[0]
  expect(link).toBeDefined()

  await other.goto(link!)
  const signIn = other.getByRole('main').getByRole('button', { name: 'Aanmelden met deze link' })
  await expect(signIn).toBeEnabled()
  await signIn.click()
  await expect(other.getByTestId('account-link')).toHaveText('Jens')
  await stranger.close()
})
