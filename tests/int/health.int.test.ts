import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'
import { GET as ready } from '@/app/api/ready/route'
import { readiness, readinessTargets } from '@/health/readiness'

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Runs `check` with some environment variables changed, then puts them back. */
async function withEnv<T>(change: Record<string, string>, check: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(change).map((key) => [key, process.env[key]]))
  Object.assign(process.env, change)
  try {
    return await check()
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

// A stand-in nopCommerce that answers with whatever status the test sets.
let nopStatus = 200
let nopUrl = ''
const nop = http.createServer((_, response) => response.writeHead(nopStatus).end())
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      nop.listen(0, '127.0.0.1', () => {
        nopUrl = `http://127.0.0.1:${(nop.address() as AddressInfo).port}`
        resolve()
      }),
    ),
)
afterAll(() => new Promise((resolve) => nop.close(resolve)))

describe('GET /api/health', () => {
  it('says the process is alive, uncached', async () => {
    const response = health()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'alive' })
  })
})

describe('GET /api/ready', () => {
  it('is ready on a reachable, migrated database', async () => {
    const response = await ready()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
      // No background work runs in these tests.
      jobRunner: false,
    })
  })

  it('says the database is not reachable when it is down', async () => {
    const down = `postgres://postgres:postgres@127.0.0.1:${await closedPort()}/storefront`
    const response = await withEnv({ DATABASE_URL: down }, ready)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      status: 'not ready',
      checks: {
        database: 'not reachable',
        migrations: 'not checked: the database is not reachable',
      },
      jobRunner: false,
    })
  })

  it('names the migrations still to apply', async () => {
    const targets = readinessTargets(process.env)
    const result = await readiness({
      ...targets,
      migrations: [...targets.migrations, '29990101_000000_not_yet'],
    })
    expect(result).toEqual({
      ready: false,
      checks: {
        database: 'ok',
        migrations: '1 pending (run npm run migrate): 29990101_000000_not_yet',
      },
    })
  })

  it('on nopCommerce, says whether nopCommerce answers', async () => {
    const onNop = (url: string) =>
      withEnv({ COMMERCE_BACKEND: 'nopcommerce', NOPCOMMERCE_URL: url }, async () => {
        const response = await ready()
        return { status: response.status, body: await response.json() }
      })

    nopStatus = 200
    expect(await onNop(nopUrl)).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', nopcommerce: 'ok' },
        jobRunner: false,
      },
    })
    // A sign-in page or a redirect is an answer too; a server error is not.
    nopStatus = 302
    expect((await onNop(nopUrl)).status).toBe(200)
    nopStatus = 503
    expect((await onNop(nopUrl)).body.checks.nopcommerce).toBe('answered 503')
    expect((await onNop(`http://127.0.0.1:${await closedPort()}`)).body.checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      nopcommerce: 'not reachable',
    })
    expect((await onNop('')).body.checks.nopcommerce).toBe('NOPCOMMERCE_URL is not set')
  })
})
