import type { Page } from '@playwright/test'

/** Waits for the server action a cart choice sends, so that a later step sees it saved. */
export const saved = (page: Page) =>
  page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))

export type Words = { date: string; terms: RegExp; method?: string; checkout: string }

/** In the cart: the method, the first date, the terms; then on to checkout. */
export async function chooseAndCheckOut(page: Page, cartPath: string, words: Words) {
  await page.goto(cartPath)
  if (words.method) await Promise.all([saved(page), page.getByLabel(words.method).check()])
  await Promise.all([saved(page), page.getByLabel(words.date).selectOption({ index: 1 })])
  await Promise.all([saved(page), page.getByRole('main').getByLabel(words.terms).check()])
  await page.getByRole('link', { name: words.checkout }).click()
}

export async function fillAddress(page: Page, fields: Record<string, string>) {
  const form = page.getByRole('main')
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value)
}

/** The cart's words in English, for delivery. */
export const englishDelivery: Words = {
  date: 'Delivery date',
  terms: /terms and conditions/,
  checkout: 'Check out',
}

/** The details form of a guest in Gent, in English. */
export const gentGuest = (email: string) => ({
  'First name': 'Emma',
  'Last name': 'Wouters',
  'E-mail address': email,
  Phone: '+32 470 12 34 56',
  Street: 'Veldstraat',
  'House number': '5',
  Postcode: '9000',
  Town: 'Gent',
})
