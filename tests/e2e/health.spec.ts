import { expect, test } from '@playwright/test'

test('the production server says it is alive and ready, and nothing caches the answers', async ({
  request,
}) => {
  const alive = await request.get('/api/health')
  expect(alive.status()).toBe(200)
  expect(alive.headers()['cache-control']).toBe('no-store')
  expect(await alive.json()).toEqual({ status: 'alive' })

  const ready = await request.get('/api/ready')
  expect(ready.status()).toBe(200)
  expect(ready.headers()['cache-control']).toBe('no-store')
  expect(await ready.json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', migrations: 'ok' },
    // The only server on its database runs the background work.
    jobRunner: true,
  })
})
