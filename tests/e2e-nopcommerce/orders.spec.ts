import { expect, test } from '@playwright/test'

import {
  chooseAndCheckOut,
  englishDelivery,
  fillAddress,
  gentGuest,
  saved,
} from '../e2e/support/checkout'
import { latestMailTo } from '../e2e/support/mailbox'
import { addToCart } from '../e2e/support/shop'
import { findProduct, nopOrders, ownerAddsCode } from './support/double'

const guestEmail = (what: string) => `${what}.${Date.now().toString(36)}@example.be`

test('all products lists nopCommerce’s catalog, which an empty search would not', async ({
  page,
}) => {
  await page.goto('/en/products')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThan(6)
  await page.locator('main a[href^="/en/meat/"]').first().click()
  await expect(page).toHaveURL(/\/en\/meat\/\d+\/[^/]+$/)
})

test('a quantity changed in the cart keeps the chosen delivery date', async ({ page, request }) => {
  const steak = await findProduct(request, 'steak')
  await addToCart(page, `/en/meat/${steak.id}/${steak.slug}`, '1')
  await page.goto('/en/shopping-cart')
  const date = page.getByLabel('Delivery date')
  await Promise.all([saved(page), date.selectOption({ index: 1 })])
  const chosen = await date.inputValue()
  expect(chosen).not.toBe('')

  await Promise.all([saved(page), page.getByLabel(`Quantity of ${steak.name}`).fill('2')])
  await page.reload()
  await expect(page.getByLabel(`Quantity of ${steak.name}`)).toHaveValue('2')
  await expect(page.getByLabel('Delivery date')).toHaveValue(chosen)
})

test('a discount code made in nopCommerce applies in the cart and reaches the confirm step', async ({
  page,
  request,
}) => {
  const code = `GRILL${Date.now().toString(36).toUpperCase()}`
  await ownerAddsCode(request, code, 10)
  const burgers = await findProduct(request, 'burgers')
  await addToCart(page, `/en/meat/${burgers.id}/${burgers.slug}`, '2')
  await page.goto('/en/shopping-cart')

  const discount = page.getByTestId('code-discount')
  await discount.getByLabel('Discount code').fill('NO-SUCH-CODE')
  await Promise.all([saved(page), discount.getByRole('button', { name: 'Apply' }).click()])
  await expect(discount.getByRole('alert')).toBeVisible()
  await expect(page.getByTestId('cart-discount')).toHaveCount(0)

  await discount.getByLabel('Discount code').fill(code)
  await Promise.all([saved(page), discount.getByRole('button', { name: 'Apply' }).click()])
  await expect(discount.getByRole('status')).toHaveText(`Discount code ${code} applied`)
  await expect(page.getByTestId('cart-discount')).toHaveText(/^−€\d+\.\d\d$/)

  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(page, gentGuest(guestEmail('code')))
  await page.getByRole('button', { name: 'Continue to confirm' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay')
  await expect(page.getByTestId('cart-discount')).toHaveText(/^−€\d+\.\d\d$/)
})

test('a guest’s order placed twice by a resent request is one order, and opens from its e-mail', async ({
  page,
  request,
}) => {
  const email = guestEmail('resent')
  const burgers = await findProduct(request, 'burgers')
  await addToCart(page, `/en/meat/${burgers.id}/${burgers.slug}`, '1')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(page, gentGuest(email))
  await page.getByRole('button', { name: 'Continue to confirm' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay')

  // The network sends the order twice (a retry after a lost answer): same request, same key.
  await page.route(
    (url) => url.pathname.includes('/checkout'),
    async (route) => {
      const request = route.request()
      if (request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback()
      await route.fetch()
      await route.fulfill({ response: await route.fetch() })
    },
  )
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order')
  const number = (await page.getByTestId('order-number').textContent())!.replace(
    'Order number: ',
    '',
  )

  const placed = (await nopOrders(request)).filter((order) => order.billingAddress.email === email)
  expect(placed.map((order) => order.customOrderNumber)).toEqual([number])
  // nopCommerce keeps the delivery date: the cart's checkout attribute, copied onto the order.
  expect(placed[0].checkoutAttributes).toMatchObject({
    checkout_attribute_2: '3',
    checkout_attribute_5_day: expect.stringMatching(/^\d+$/),
  })

  const mail = await latestMailTo(email)
  const link = /https?:\/\/[^\s]+\/en\/orderdetails\/\d+\?token=[\w.-]+/.exec(mail.text)![0]
  await page.context().clearCookies()
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByTestId('order-number')).toHaveText(`Order number: ${number}`)
  await expect(page.getByRole('main')).toContainText(burgers.name)

  // Without the mail's token, nobody else opens it.
  const stranger = await page.goto(new URL(link).pathname)
  expect(stranger?.status()).toBe(404)
})
