import { execFile } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { PageCache } from '@/server/page-cache'
import { forgetPagesOnTagExpiry } from '@/server/shared-page-cache-expiry'

/** Two shop instances on one Redis: this test process, and another process started per step. */
const redisUrl = inject('redisUrl')
const otherInstance = path.resolve('tests/int/support/cache-handler-process.mjs')

async function inOtherInstance(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [otherInstance, ...args], {
    env: { ...process.env, REDIS_URL: redisUrl },
  })
  return stdout.trim()
}

type Handler = {
  get: (key: string, ctx: object) => Promise<{ value: unknown } | null>
  set: (key: string, value: object, ctx: object) => Promise<void>
}

const fetched = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: 'https://shop.example/catalog' },
  revalidate: 3600,
})
const read = (tag: string) => ({ kind: 'FETCH', tags: [tag], softTags: [] })
const written = (tag: string) => ({ fetchCache: true, tags: [tag], revalidate: 3600 })

// Each step of the other instance is a Node.js process that loads Next.js's cache modules.
describe('the shared cache on Redis', { timeout: 120_000 }, () => {
  let handler: Handler
  const previousUrl = process.env.REDIS_URL

  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl
    const { default: SharedCacheHandler } = await import('@/server/next-cache-handler.mjs')
    handler = new SharedCacheHandler({
      serverDistDir: path.join(os.tmpdir(), 'no-build', 'server'),
      dev: false,
    } as never) as unknown as Handler
  })
  afterAll(() => {
    if (previousUrl === undefined) delete process.env.REDIS_URL
    else process.env.REDIS_URL = previousUrl
  })

  it('serves what one instance stored to the other, until a tag expires on the other', async () => {
    await handler.set('catalog-list', fetched('["ham","pâté"]'), written('catalog'))
    await handler.set('shop-settings', fetched('{"open":true}'), written('settings'))

    expect(JSON.parse(await inOtherInstance('get', 'catalog-list', 'catalog'))).toEqual(
      fetched('["ham","pâté"]'),
    )
    expect(await inOtherInstance('expire', 'catalog')).toBe('expired')

    expect(await handler.get('catalog-list', read('catalog'))).toBeNull()
    expect((await handler.get('shop-settings', read('settings')))?.value).toEqual(
      fetched('{"open":true}'),
    )
    expect(await inOtherInstance('get', 'catalog-list', 'catalog')).toBe('null')
  })

  it("empties this instance's page cache when another process expires a tag", async () => {
    const pages = new PageCache({ maxBytes: 1024, maxEntryBytes: 1024, lifetimeMs: 60_000 })
    const listener = forgetPagesOnTagExpiry(redisUrl, () => pages.clear())
    try {
      await listener.subscribed
      pages.set('/nl/producten', { status: 200, headers: {}, body: Buffer.from('old page') })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(pages.size).toBe(1)

      // The other process has published and exited: within 2 s this page cache is empty.
      await inOtherInstance('expire', 'catalog')
      await expect.poll(() => pages.size, { timeout: 2_000, interval: 20 }).toBe(0)
    } finally {
      await listener.close()
    }
  })
})
