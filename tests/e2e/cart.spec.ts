import { expect, test } from '@playwright/test'

import { addToCart, productId } from './support/shop'

test('a shopper fills the cart: the badge counts, the cart lists, changes and empties', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'hamburgers')
  const soup = await productId(request, 'soepvlees')

  await page.goto('/')
  await expect(page.getByTestId('cart-count')).toHaveCount(0)

  await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '2')
  await expect(page.getByRole('dialog')).toContainText('Hamburgers (4 stuks) zit in je winkelmand.')
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await page.getByRole('button', { name: 'Verder winkelen' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await addToCart(page, `/vlees/${soup}/soepvlees`, '1.5')
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await page.getByRole('link', { name: 'Naar de winkelmand' }).click()

  await expect(page).toHaveURL('/winkelmand')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  // 2 × €6,95 + 1,5 kg × €14,90, and €9,95 delivery in Belgium
  await expect(page.getByTestId('cart-total')).toHaveText('€ 46,20')
  await expect(page.getByTestId('cart-shipping')).toHaveText('€ 9,95')
  await expect(page.getByText('Inbegrepen btw 6%')).toBeVisible()
  await expect(page.getByTestId('gift-note')).toHaveText(
    'Nog € 163,75 en je krijgt een gratis geschenk: Een potje mosterd van eigen makelij.',
  )

  await page.getByLabel('Aantal van Hamburgers (4 stuks)').fill('3')
  await expect(page.getByTestId('cart-total')).toHaveText('€ 53,15')
  await expect(page.getByTestId('cart-count')).toHaveText('4')

  await page.getByRole('button', { name: 'Verwijderen Soepvlees' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-total')).toHaveText('€ 30,80')

  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await page.getByRole('button', { name: 'Verwijderen Hamburgers (4 stuks)' }).click()
  await expect(page.getByText('Je winkelmand is leeg.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bekijk de promoties' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
})

test('the cart says, in the shopper’s language, when there is not enough stock', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'burgers', 'en')
  await page.goto(`/en/meat/${burgers}/burgers-(4-pieces)`)
  await page.getByRole('spinbutton').fill('99')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText('We do not have that many in stock.')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('an empty cart offers the way back, in French', async ({ page }) => {
  await page.goto('/fr/panier')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panier')
  await expect(page.getByText('Votre panier est vide.')).toBeVisible()
  await page.getByRole('link', { name: 'Continuer mes achats' }).click()
  await expect(page).toHaveURL('/fr/produits')
})

test('checkout opens once a delivery date is chosen and the terms accepted', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '1')
  await page.goto('/winkelmand')

  const toCheckout = page.getByRole('button', { name: 'Afrekenen' })
  await expect(toCheckout).toBeDisabled()
  await expect(page.getByText('Kies een leverdatum.')).toBeVisible()
  await expect(page.getByText('Aanvaard de algemene voorwaarden.')).toBeVisible()

  // Each choice is saved by a server action; the reload below must not cut the last one off.
  const saved = () =>
    page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))
  await Promise.all([saved(), page.getByLabel('Gratis afhalen in de winkel').check()])
  await expect(page.getByTestId('delivery-hint')).toHaveText(
    'Gratis afhalen in onze winkel, Kouter 12, 9000 Gent, vóór 15:00.',
  )
  const date = page.getByLabel('Afhaaldatum')
  await expect(date).toBeEnabled()
  const options = await date.locator('option').allTextContents()
  // "Kies een datum" and then weekdays only: nothing on Saturday or Sunday.
  expect(options.length).toBeGreaterThan(5)
  expect(options.slice(1).some((text) => /zaterdag|zondag/.test(text))).toBe(false)
  await Promise.all([saved(), date.selectOption({ index: 1 })])
  await expect(page.getByText('Kies een leverdatum.')).toHaveCount(0)

  const terms = page.getByRole('main').getByLabel(/algemene voorwaarden/)
  await Promise.all([saved(), terms.check()])
  await expect(page.getByText('Aanvaard de algemene voorwaarden.')).toHaveCount(0)

  await page.reload()
  await expect(page.getByLabel('Gratis afhalen in de winkel')).toBeChecked()
  await expect(page.getByLabel('Afhaaldatum')).not.toHaveValue('')
  await page.getByRole('link', { name: 'Afrekenen' }).click()
  await expect(page).toHaveURL('/afrekenen/login')
})
