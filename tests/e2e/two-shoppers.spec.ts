import { type Browser, expect, type Page, test } from '@playwright/test'

import { chooseAndCheckOut } from './support/checkout'
import { addToCart, newCustomer, productId, register } from './support/shop'

/**
 * Two shoppers at once, each with their own cart and account: whatever the shop keeps in its
 * caches (docs/adr/0011, 0030), neither page load nor client navigation shows one shopper what
 * belongs to the other.
 */

async function shopper(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'nl-BE' })
  return context.newPage()
}

/** To the cart from a category page, through the header's cart link. */
async function navigateToCart(page: Page) {
  await page.goto('/vleessoorten/5/Varken')
  await page.getByTestId('cart-link').click()
  await expect(page).toHaveURL('/winkelmand')
}

test('each of two shoppers sees only their own cart, checkout and account', async ({
  browser,
  baseURL,
  request,
}) => {
  const [anna, ben] = [await shopper(browser, baseURL), await shopper(browser, baseURL)]
  const [annaProduct, benProduct] = [
    await productId(request, 'Entrecote'),
    await productId(request, 'Picanha'),
  ]
  const annaCustomer = newCustomer('Anna', 'Peeters')
  const benCustomer = newCustomer('Ben', 'Janssens')
  await register(anna, annaCustomer)
  await register(ben, benCustomer)
  await addToCart(anna, `/vlees/${annaProduct}/entrecote`, '1')
  await addToCart(ben, `/vlees/${benProduct}/picanha`, '2')

  const cartOf = (page: Page) => page.getByRole('main')
  for (const [page, own, other, count] of [
    [anna, 'Entrecote', 'Picanha', '1'],
    [ben, 'Picanha', 'Entrecote', '2'],
    [anna, 'Entrecote', 'Picanha', '1'],
  ] as const) {
    await page.goto('/winkelmand')
    await expect(cartOf(page).getByText(own).first()).toBeVisible()
    await expect(cartOf(page).getByText(other)).toHaveCount(0)
    await expect(page.getByTestId('cart-count')).toHaveText(count)
  }
  for (const [page, own, other] of [
    [ben, 'Picanha', 'Entrecote'],
    [anna, 'Entrecote', 'Picanha'],
    [ben, 'Picanha', 'Entrecote'],
  ] as const) {
    await navigateToCart(page)
    await expect(cartOf(page).getByText(own).first()).toBeVisible()
    await expect(cartOf(page).getByText(other)).toHaveCount(0)
  }

  for (const [page, own, other] of [
    [anna, annaCustomer, benCustomer],
    [ben, benCustomer, annaCustomer],
  ] as const) {
    await page.goto('/vleessoorten/5/Varken')
    await page.getByTestId('account-link').click()
    await expect(page).toHaveURL('/account')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hallo ${own.firstName}`)
    await expect(page.getByText(own.email)).toBeVisible()
    await expect(page.getByText(other.email)).toHaveCount(0)
    await page.goto('/account')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hallo ${own.firstName}`)
  }

  // Checkout is the same page for both too: each reads their own details and order.
  const words = { date: 'Leverdatum', terms: /algemene voorwaarden/, checkout: 'Afrekenen' }
  for (const page of [anna, ben]) {
    await chooseAndCheckOut(page, '/winkelmand', words)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je gegevens')
  }
  for (const [page, own, other, product] of [
    [anna, annaCustomer, benCustomer, 'Entrecote'],
    [ben, benCustomer, annaCustomer, 'Picanha'],
  ] as const) {
    await page.goto('/checkout?step=details')
    const main = page.getByRole('main')
    await expect(main.getByLabel('E-mailadres', { exact: true })).toHaveValue(own.email)
    await main.getByRole('button', { name: 'Verder naar bevestigen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestigen en betalen')
    await expect(main.getByText(own.email).first()).toBeVisible()
    await expect(main.getByText(other.email)).toHaveCount(0)
    await expect(main.getByTestId('order-line')).toContainText(product)
  }
  await anna.context().close()
  await ben.context().close()
})
