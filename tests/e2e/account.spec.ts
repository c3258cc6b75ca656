import { expect, test } from '@playwright/test'

import { mailsTo } from './support/mailbox'
import { addToCart, newCustomer, productId, register } from './support/shop'

test('a new customer registers, is greeted by first name and initials, and signs out', async ({
  page,
}) => {
  const customer = newCustomer('Sofie', 'Claes')
  await register(page, customer)
  await expect(page.getByText('Bedankt voor je registratie! Je bent nu aangemeld.')).toBeVisible()
  await expect(page.getByTestId('account-link')).toHaveText('Sofie')
  await page.getByTestId('account-link').click()
  await expect(page).toHaveURL('/account')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Sofie')
  await expect(page.getByText(customer.email)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mijn bestellingen' })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 800 })
  await expect(page.getByRole('link', { name: 'Sofie' }).filter({ hasText: 'SC' })).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'Afmelden' }).click()
  await expect(page).toHaveURL('/')
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByTestId('account-link')).toHaveText('Aanmelden')
  await page.goto('/account')
  await expect(page).toHaveURL('/login?redirect=%2Faccount')
})

test('registration explains what is wrong, in the visitor’s language', async ({ page }) => {
  await page.goto('/fr/enregistrer')
  const form = page.getByRole('main')
  await form.getByLabel('Adresse e-mail').fill('pas-une-adresse')
  await form.getByLabel('Mot de passe', { exact: true }).fill('court')
  await form.getByLabel('Confirmez le mot de passe').fill('autre')
  await form.getByRole('button', { name: "S'inscrire" }).click()
  // First and last name, phone, street, number, postcode and town.
  await expect(page.getByText('Remplissez ce champ.')).toHaveCount(7)
  await expect(page.getByText('Saisissez une adresse e-mail valable.')).toBeVisible()
  await expect(
    page.getByText('Votre mot de passe doit compter au moins 8 caractères.'),
  ).toBeVisible()
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible()
  await expect(page.getByText('Acceptez les conditions générales.')).toBeVisible()

  await form.getByLabel('Code postal').fill('9000')
  await form.getByLabel('Pays').selectOption('NL')
  await form.getByRole('button', { name: "S'inscrire" }).click()
  await expect(page.getByText('Remplissez ce champ.')).toHaveCount(6)
  await expect(page.getByText('Ce code postal ne correspond pas au pays choisi.')).toBeVisible()

  await form.getByLabel('Livrer à cette adresse').uncheck()
  await expect(page.getByRole('heading', { name: 'Adresse de livraison' })).toBeVisible()
  await form.getByRole('button', { name: "S'inscrire" }).click()
  await expect(page.getByText('Remplissez ce champ.')).toHaveCount(10)
})

test('registering an address that has an account says nothing on the page and mails its owner', async ({
  page,
}) => {
  const customer = newCustomer('Lotte', 'Maes')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Lotte')
  await page.getByRole('link', { name: 'Afmelden' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Aanmelden')

  // Someone else tries the address: the page answers as for a new one; the owner gets the word.
  await register(page, { ...customer, firstName: 'Iemand', password: 'other-password-2026' })
  await expect(page.getByText(/kijk in je mailbox/)).toBeVisible()
  await expect(page.getByText(/bestaat al een account/)).toHaveCount(0)
  await expect(page.getByTestId('account-link')).toHaveText('Aanmelden')
  await expect(async () => {
    const mails = await mailsTo(customer.email)
    const notice = mails.find((mail) => mail.subject === 'Je account bij De Vleesboetiek')
    expect(notice?.text).toContain('Er bestaat al een account met dit adres')
  }).toPass({ timeout: 10_000 })
})

test('signing in keeps the guest cart and returns to the page that asked for it', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Pieter', 'Wouters')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Pieter')
  await page.getByRole('link', { name: 'Afmelden' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Aanmelden')

  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '2')
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  await page.goto('/en/account/orders')
  await expect(page).toHaveURL('/en/login?redirect=%2Fen%2Faccount%2Forders')
  const form = page.getByRole('main')
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible()
  await expect(page.getByText('Please enter a password.')).toBeVisible()

  await form.getByLabel('E-mail address').fill(customer.email)
  await form.getByLabel('Password').fill('wrong-password')
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByText('Could not sign in. Check your e-mail address and password.'),
  ).toBeVisible()

  await form.getByLabel('Password').fill(customer.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/en/account/orders')
  await expect(page.getByTestId('account-link')).toHaveText('Pieter')
  await expect(page.getByTestId('cart-count')).toHaveText('2')
})

test('a form cannot be sent before its script runs: no password ends up in an address', async ({
  browser,
  page,
}) => {
  // Without scripts, the page is as a phone shows it before they have run.
  const unscripted = await browser.newContext({ javaScriptEnabled: false })
  const early = await unscripted.newPage()
  await early.goto('/en/login')
  const form = early.getByRole('main')
  await form.getByLabel('E-mail address').fill('someone@example.be')
  await form.getByLabel('Password').fill('secret-password')
  const signIn = form.getByRole('button', { name: 'Sign in' })
  await expect(signIn).toBeDisabled()
  const sent = early
    .waitForRequest((request) => request.url().includes('secret-password'), { timeout: 2_000 })
    .then(
      () => true,
      () => false,
    )
  await form.getByLabel('Password').press('Enter')
  expect(await sent).toBe(false)
  await unscripted.close()

  await page.goto('/en/login')
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeEnabled()
})
