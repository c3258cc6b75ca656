import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { timeStamp } from './time-stamp'

/** The id of the first product whose name starts with `query` in that language. */
export async function productId(
  request: APIRequestContext,
  query: string,
  locale = 'nl',
): Promise<number> {
  const response = await request.get(
    `/api/storefront/suggest?q=${encodeURIComponent(query)}&locale=${locale}`,
  )
  const { suggestions } = await response.json()
  expect(suggestions.length).toBeGreaterThan(0)
  return suggestions[0].id
}

/** Opens a product page, sets the quantity and adds it to the cart; the dialog then shows. */
export async function addToCart(page: Page, path: string, quantity: string) {
  await page.goto(path)
  await page.getByRole('spinbutton').first().fill(quantity)
  await page.getByRole('button', { name: /in winkelmand|ajouter au panier|add to cart/i }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

let counter = 0

/** A new customer's details, unique in this run. */
export function newCustomer(firstName = 'Sofie', lastName = 'Claes') {
  counter += 1
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${timeStamp()}${counter}@example.be`,
    password: 'ribeye-2026',
  }
}

/** Opens the registration form in Dutch, fills it in and sends it. */
export async function register(page: Page, customer: ReturnType<typeof newCustomer>) {
  await page.goto('/registreren')
  await fillRegistration(page, customer)
}

/** Fills in the registration form on the page, in Dutch, and sends it. */
export async function fillRegistration(page: Page, customer: ReturnType<typeof newCustomer>) {
  const form = page.getByRole('main')
  await form.getByLabel('Voornaam').fill(customer.firstName)
  await form.getByLabel('Achternaam').fill(customer.lastName)
  await form.getByLabel('E-mailadres').fill(customer.email)
  await form.getByLabel('Wachtwoord', { exact: true }).fill(customer.password)
  await form.getByLabel('Bevestig wachtwoord').fill(customer.password)
  await form.getByLabel('Telefoon').fill('+32 3 123 45 67')
  await form.getByLabel('Straat').fill('Meir')
  await form.getByLabel('Huisnummer').fill('10')
  await form.getByLabel('Postcode').fill('2000')
  await form.getByLabel('Gemeente').fill('Antwerpen')
  await form.getByLabel(/algemene voorwaarden/).check()
  await form.getByRole('button', { name: 'Registreren' }).click()
}

/**
 * The gift-voucher form the shopper sees. The form loads as a lazy island: when React renders it
 * in the browser before the page's streamed copy is swapped in, that copy stays behind in a
 * hidden container, so the visible one is picked.
 */
export const giftVoucherForm = (page: Page) =>
  page.getByTestId('gift-voucher-form').filter({ visible: true })
