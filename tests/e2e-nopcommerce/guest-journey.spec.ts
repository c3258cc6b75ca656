import { expect, test } from '@playwright/test'

import { chooseAndCheckOut, englishDelivery, fillAddress, gentGuest } from '../e2e/support/checkout'
import { nopWebhookSecret } from '../e2e/support/server-env'
import { addToCart } from '../e2e/support/shop'
import { findProduct, nopcommerce, nopOrders, setOutage } from './support/double'

test.afterEach(async ({ request }) => {
  await setOutage(request, false)
})

test('a guest browses, fills the cart, picks a date and checks out on nopCommerce', async ({
  page,
  request,
}) => {
  await page.goto('/en')
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Beef', exact: true })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beef')

  const burgers = await findProduct(request, 'burgers')
  await addToCart(page, `/en/meat/${burgers.id}/${burgers.slug}`, '2')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)

  await expect(page).toHaveURL('/en/checkout/login')
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(page, gentGuest(`guest.${Date.now().toString(36)}@example.be`))
  await page.getByRole('button', { name: 'Continue to confirm' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay')
  await expect(page.getByTestId('order-line')).toHaveCount(1)
  await page.getByRole('button', { name: 'Place order' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order')
  const number = (await page.getByTestId('order-number').textContent())!.replace(
    'Order number: ',
    '',
  )
  // The order is nopCommerce's: placed there, with the shopper's line.
  const orders = await nopOrders(request)
  const order = orders.find((placed) => placed.customOrderNumber === number)
  expect(order?.lines).toEqual([expect.objectContaining({ productId: burgers.id, quantity: 2 })])

  await page.goto('/en/shopping-cart')
  await expect(page.getByText('Your shopping cart is empty.')).toBeVisible()
})

test('while nopCommerce is down, the catalog still shows and the cart says ordering is briefly unavailable', async ({
  page,
  request,
}) => {
  const steak = await findProduct(request, 'steak')
  const productPage = `/en/meat/${steak.id}/${steak.slug}`
  await addToCart(page, productPage, '1')

  await setOutage(request, true)
  await page.goto(productPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(steak.name)

  await page.goto('/en/shopping-cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ordering is briefly unavailable',
  )

  await setOutage(request, false)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Ordering is briefly unavailable',
  )
  await expect(page.getByRole('link', { name: steak.name })).toBeVisible()
})

test('a guest whose session nopCommerce has forgotten gets a new one, and the cart change goes through', async ({
  page,
  request,
}) => {
  const steak = await findProduct(request, 'steak')
  await addToCart(page, `/en/meat/${steak.id}/${steak.slug}`, '1')
  const guest = (await page.context().cookies()).find(({ name }) => name === 'storefront-guest')
  const forget = await request.post(
    `${nopcommerce}/__double/forget-session?token=${encodeURIComponent(guest!.value)}`,
  )
  expect(await forget.json()).toEqual({ forgotten: true })

  const burgers = await findProduct(request, 'burgers')
  await addToCart(page, `/en/meat/${burgers.id}/${burgers.slug}`, '1')
  await page.goto('/en/shopping-cart')
  await expect(page.getByRole('link', { name: burgers.name })).toBeVisible()
})

test('adding to the cart while nopCommerce is down says ordering is briefly unavailable', async ({
  page,
  request,
}) => {
  const steak = await findProduct(request, 'steak')
  const productPage = `/en/meat/${steak.id}/${steak.slug}`
  await page.goto(productPage)
  await setOutage(request, true)
  await page.getByRole('spinbutton').first().fill('1')
  await page.getByRole('button', { name: /add to cart/i }).click()
  await expect(page.getByText(/Ordering is briefly unavailable/)).toBeVisible()
})

test('a price changed in nopCommerce shows once nopCommerce calls the catalog webhook, which only it may call', async ({
  page,
  request,
}) => {
  const steak = await findProduct(request, 'steak')
  const productPage = `/en/meat/${steak.id}/${steak.slug}`
  await page.goto(productPage)
  const main = page.getByRole('main')
  await expect(main).not.toContainText('€99.95')

  await request.post(`${nopcommerce}/__double/price?product=${steak.id}&cents=9995`)
  await page.reload()
  await expect(main).not.toContainText('€99.95')

  const refused = await request.post('/api/storefront/catalog-changed', {
    headers: { authorization: 'Bearer not-the-secret' },
    data: { product_ids: [steak.id] },
  })
  expect(refused.status()).toBe(401)
  const malformed = await request.post('/api/storefront/catalog-changed', {
    headers: { authorization: `Bearer ${nopWebhookSecret}` },
    data: { product_ids: ['all'] },
  })
  expect(malformed.status()).toBe(400)

  const expired = await request.post('/api/storefront/catalog-changed', {
    headers: { authorization: `Bearer ${nopWebhookSecret}` },
    data: { product_ids: [steak.id] },
  })
  expect(expired.status()).toBe(200)
  await page.reload()
  await expect(main).toContainText('€99.95')
})
