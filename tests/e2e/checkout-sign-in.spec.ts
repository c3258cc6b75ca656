import { expect, type Page, test } from '@playwright/test'

import { saved } from './support/checkout'
import { addToCart, fillRegistration, newCustomer, productId, register } from './support/shop'

const burgersPath = (id: number) => `/vlees/${id}/hamburgers-(4-stuks)`

/**
 * In the cart as a guest: home delivery (the cart's own choice), the last date on offer, the
 * terms; then on to checkout. Returns the date as the list shows it ("vrijdag 18 december").
 */
async function chooseDeliveryAndCheckOut(page: Page): Promise<string> {
  await page.goto('/winkelmand')
  const main = page.getByRole('main')
  await expect(main.getByLabel('Thuislevering')).toBeChecked()
  const dates = main.getByLabel('Leverdatum')
  const last = (await dates.locator('option').count()) - 1
  await Promise.all([saved(page), dates.selectOption({ index: last })])
  const day = (await dates.locator('option:checked').textContent())!.trim()
  await Promise.all([saved(page), main.getByLabel(/algemene voorwaarden/).check()])
  await main.getByRole('link', { name: 'Afrekenen' }).click()
  await expect(page).toHaveURL('/afrekenen/login')
  return day
}

/** On the details step: the address from registration fills the form; then the confirm step. */
async function confirmsDeliveryOn(page: Page, day: string) {
  await expect(page).toHaveURL('/checkout')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je gegevens')
  await expect(page.getByRole('main').getByLabel('Straat')).toHaveValue('Meir')
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestigen en betalen')
  await expect(
    page.getByRole('heading', { name: /^Levering op .+, tussen 8:00 en 20:00$/ }),
  ).toContainText(day)
}

/** The cart keeps home delivery, the date and the terms. */
async function cartKeeps(page: Page, day: string) {
  await page.goto('/winkelmand')
  const main = page.getByRole('main')
  await expect(main.getByLabel('Thuislevering')).toBeChecked()
  await expect(main.getByLabel('Leverdatum').locator('option:checked')).toHaveText(day)
  await expect(main.getByLabel(/algemene voorwaarden/)).toBeChecked()
}

test('a returning customer signs in at checkout and goes on with the guest cart’s choices', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Hanne', 'Maes')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Hanne')
  const burgers = await productId(request, 'hamburgers')

  // An earlier visit left a cart in the account, set for pickup.
  await addToCart(page, burgersPath(burgers), '1')
  await page.goto('/winkelmand')
  const main = page.getByRole('main')
  await Promise.all([saved(page), main.getByLabel('Gratis afhalen in de winkel').check()])
  await Promise.all([saved(page), main.getByLabel('Afhaaldatum').selectOption({ index: 1 })])
  // The top bar hides while the page is scrolled down; a shopper scrolls back up to sign out.
  await page.mouse.wheel(0, -5000)
  await page.getByRole('link', { name: 'Afmelden' }).first().click()
  await expect(page.getByTestId('account-link')).toHaveText('Aanmelden')

  // Today, as a guest: home delivery, a date and the terms.
  await addToCart(page, burgersPath(burgers), '2')
  const day = await chooseDeliveryAndCheckOut(page)

  const form = page.getByRole('main')
  await form.getByLabel('E-mailadres').fill(customer.email)
  await form.getByLabel('Wachtwoord').fill(customer.password)
  await form.getByRole('button', { name: 'Aanmelden' }).click()

  await confirmsDeliveryOn(page, day)
  await expect(page.getByTestId('account-link')).toHaveText('Hanne')
  await cartKeeps(page, day)
  // The lines joined the account's: one pack from before, two from today.
  await expect(page.getByTestId('cart-count')).toHaveText('3')
})

test('a new customer registers at checkout and goes on with the guest cart’s choices', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, burgersPath(burgers), '1')
  const day = await chooseDeliveryAndCheckOut(page)

  await page.getByRole('main').getByRole('link', { name: 'Registreer je' }).click()
  await expect(page).toHaveURL('/registreren?redirect=%2Fcheckout')
  const customer = newCustomer('Wout', 'Janssens')
  await fillRegistration(page, customer)

  await confirmsDeliveryOn(page, day)
  await expect(page.getByTestId('account-link')).toHaveText('Wout')
  await cartKeeps(page, day)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})
