import { expect, test } from '@playwright/test'

test('on nopCommerce, the server is ready once nopCommerce answers too', async ({ request }) => {
  const ready = await request.get('/api/ready')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', migrations: 'ok', nopcommerce: 'ok' },
    // The only server on its database runs the background work.
    jobRunner: true,
  })
})
