import { expect, test } from '@playwright/test'

import { addToCart, productId } from './support/shop'

/**
 * The cart page is the same for everybody and served from cache; the shopper's cart comes from
 * its own read (docs/adr/0036).
 */

test('the cart page holds no shopper’s cart; the cart read answers each shopper theirs', async ({
  page,
  request,
}) => {
  const entrecote = await productId(request, 'Entrecote')
  await addToCart(page, `/vlees/${entrecote}/entrecote`, '2')

  const shared = await page.request.get('/winkelmand')
  expect(shared.status()).toBe(200)
  expect(await shared.text()).not.toContain('Entrecote')

  const own = await page.request.get('/api/storefront/cart?locale=nl')
  expect(own.headers()['cache-control']).toBe('private, no-store')
  const { cart } = await own.json()
  expect(cart.lines.map((line: { quantity: number }) => line.quantity)).toEqual([2])

  const stranger = await request.get('/api/storefront/cart?locale=fr')
  expect((await stranger.json()).cart.lines).toEqual([])
  expect((await request.get('/api/storefront/cart?locale=xx')).status()).toBe(404)
})

test('a cart that could not be read says so, as any screen would, and is read again on request', async ({
  page,
}) => {
  await page.route('**/api/storefront/cart?*', (route) => route.abort('connectionrefused'))
  await page.goto('/en/shopping-cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')

  await page.unroute('**/api/storefront/cart?*')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('Your shopping cart is empty.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping cart')
})
