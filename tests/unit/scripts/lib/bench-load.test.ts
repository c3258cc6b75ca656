import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { againstBare } from '../../../../scripts/lib/bench-load'

describe('the shop against the bare server', () => {
  const arrivals: number[] = []
  let shop: Server
  let origin: string

  beforeAll(async () => {
    shop = createServer((_, response) => {
      arrivals.push(performance.now())
      response.end('page')
    })
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())))

  it('measures them in turns', { timeout: 30_000 }, async () => {
    // 3 s: two slices of 1.5 s each, the shop's, the bare server's, the shop's, the bare's.
    const started = performance.now()
    const { shop: measured, bare } = await againstBare(
      origin,
      { path: '/', headers: {} },
      { body: Buffer.from('page'), headers: { 'content-type': 'text/plain' } },
      2,
      3,
    )
    const elapsed = (performance.now() - started) / 1000
    // What the shop heard, but for the requests still under way when each turn ended (one per
    // connection and turn), which are not counted.
    expect(measured.requests).toBeLessThanOrEqual(arrivals.length)
    expect(measured.requests).toBeGreaterThanOrEqual(arrivals.length - 2 * 2)
    expect(bare.requests).toBeGreaterThan(0)
    // The shop heard nothing while the bare server had its turn.
    // Reduced, not spread: a fast machine's arrivals outnumber what a call's arguments may be.
    const longestGap = arrivals
      .slice(1)
      .reduce((longest, at, index) => Math.max(longest, at - arrivals[index]), 0)
    expect(longestGap).toBeGreaterThan(1000)
    // Requests/s over the shop's own turns (3 s and the load's start and end), not the whole run.
    const shopSeconds = measured.requests / measured.perSecond
    expect(shopSeconds).toBeGreaterThanOrEqual(3)
    expect(shopSeconds).toBeLessThan(0.75 * elapsed)
  })
})
