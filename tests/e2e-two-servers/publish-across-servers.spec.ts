import { expect, test } from '@playwright/test'

import { asAdmin, submitAdminLogin } from '../e2e/support/admin'
import { chooseAndCheckOut, englishDelivery, fillAddress, gentGuest } from '../e2e/support/checkout'
import { e2ePort } from '../e2e/support/server-env'
import { addToCart, productId } from '../e2e/support/shop'

const first = `http://localhost:${e2ePort}`
const second = `http://localhost:${process.env.E2E_SECOND_PORT || 3141}`

test('a page an editor changes through the first server shows on the second within 2 s', async ({
  playwright,
}) => {
  const editor = await playwright.request.newContext({ baseURL: first })
  const visitor = await playwright.request.newContext({ baseURL: second })
  const headers = await asAdmin(editor)
  const stamp = Date.now()
  const path = `/twee-servers-${stamp}`
  const created = await editor.post('/api/pages?locale=nl', {
    headers,
    data: {
      slug: `twee-servers-${stamp}`,
      title: 'Eerste versie',
      path: path.slice(1),
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  const { doc } = await created.json()

  // The second server has read the page, and keeps its data in Next.js's cache (in Redis).
  await expect(async () => {
    const response = await visitor.get(path)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('Eerste versie')
  }).toPass({ timeout: 15_000 })

  const changed = await editor.patch(`/api/pages/${doc.id}?locale=nl`, {
    headers,
    data: { title: 'Tweede versie', _status: 'published' },
  })
  expect(changed.ok()).toBe(true)

  await expect
    .poll(async () => (await visitor.get(path)).text(), { timeout: 2_000, intervals: [100] })
    .toContain('Tweede versie')
  await editor.dispose()
  await visitor.dispose()
})

test('a price changed through the first server shows on the second’s cached product page within 2 s', async ({
  playwright,
}) => {
  const editor = await playwright.request.newContext({ baseURL: first })
  const visitor = await playwright.request.newContext({ baseURL: second })
  const { suggestions } = await (
    await visitor.get('/api/storefront/suggest?q=flank&locale=en')
  ).json()
  const id = suggestions[0].id
  const path = `/en/meat/${id}/flank-steak`
  const headers = await asAdmin(editor)
  const before = await (await editor.get(`/api/products/${id}?depth=0`, { headers })).json()
  const price = before.priceCents + 35
  const shown = `€${(price / 100).toFixed(2)}`

  // Served from cache on the second server: Next.js's page cache (in Redis) and its own.
  await expect(async () => {
    const response = await visitor.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['x-nextjs-cache']).toBe('HIT')
  }).toPass({ timeout: 15_000 })

  const update = await editor.patch(`/api/products/${id}`, {
    data: { priceCents: price },
    headers,
  })
  expect(update.ok()).toBe(true)

  await expect
    .poll(async () => (await visitor.get(path)).text(), { timeout: 2_000, intervals: [100] })
    .toContain(shown)
  await editor.dispose()
  await visitor.dispose()
})

test('one of the two servers runs the background work', async ({ playwright }) => {
  const runners = async () => {
    const answers = await Promise.all(
      [first, second].map(async (baseURL) => {
        const context = await playwright.request.newContext({ baseURL })
        const { jobRunner } = await (await context.get('/api/ready')).json()
        await context.dispose()
        return jobRunner as boolean
      }),
    )
    return answers.filter(Boolean).length
  }
  // Each server tries for the runner's lock as it starts; the one holding it keeps it.
  await expect.poll(runners, { timeout: 15_000 }).toBe(1)
  for (let check = 0; check < 3; check += 1) expect(await runners()).toBe(1)
})

test('an order a guest places on the second server is in the first server’s admin list', async ({
  browser,
  playwright,
}) => {
  const shopper = await browser.newPage({ baseURL: second })
  const email = `two-servers.${Date.now().toString(36)}@example.be`
  const lookup = await playwright.request.newContext({ baseURL: second })
  const id = await productId(lookup, 'hamburgers')
  await lookup.dispose()
  await addToCart(shopper, `/en/meat/${id}/hamburgers`, '1')
  await chooseAndCheckOut(shopper, '/en/shopping-cart', englishDelivery)
  await shopper.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(shopper, gentGuest(email))
  await shopper.getByRole('button', { name: 'Continue to confirm' }).click()
  expect(new URL(shopper.url()).origin).toBe(second)
  await shopper.getByRole('button', { name: 'Place order' }).click()
  await expect(shopper).toHaveURL(/\/en\/checkout\/completed\/\d+$/)
  const orderId = /\/completed\/(\d+)$/.exec(shopper.url())![1]
  await shopper.close()

  const owner = await browser.newPage({ baseURL: first })
  await submitAdminLogin(owner)
  await expect(owner).toHaveURL(/\/admin\/?$/)
  await owner.goto(`/admin/collections/orders?search=${encodeURIComponent(email)}`)
  // The list, searched by the guest's e-mail, holds that order.
  const rows = owner.getByRole('row').filter({ hasText: /\d{4}-\d{6}/ })
  await expect(rows).toHaveCount(1)
  await expect(rows.getByRole('link')).toHaveAttribute(
    'href',
    `/admin/collections/orders/${orderId}`,
  )
  await owner.close()
})
