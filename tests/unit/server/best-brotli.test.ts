import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BestBrotli } from '@/server/best-brotli'
import { PageCache, withPageCache } from '@/server/page-cache'

const shared = 's-maxage=3600, stale-while-revalidate=31532400'

/** A page of repeated markup, as a shop page is: Brotli's best quality makes it smaller. */
const page = (n: number) =>
  Array.from(
    { length: 400 },
    (_, i) => `<li class="flex gap-2"><a href="/en/meat/${i}">Product ${i * n}</a></li>`,
  ).join('')

/** Answers like Next.js behind the streaming compression: a cache hit, Brotli at quality 1. */
function nextLike(html: () => string, encoding: 'br' | 'gzip' = 'br') {
  const served: string[] = []
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    served.push(request.url ?? '')
    response.setHeader('x-nextjs-cache', 'HIT')
    response.setHeader('Cache-Control', shared)
    response.setHeader('ETag', '"v1"')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Content-Encoding', encoding)
    response.end(
      encoding === 'br'
        ? brotliCompressSync(html(), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
        : gzipSync(html()),
    )
  }
  return { handle, served }
}

let server: Server | null = null
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

async function serve(
  cache: PageCache,
  best: BestBrotli,
  handle: ReturnType<typeof nextLike>['handle'],
) {
  server = createServer(withPageCache(cache, handle, best))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // node:http, not fetch: fetch would decompress the body it gets.
  return (path: string, encoding = 'br') =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(
        `http://127.0.0.1:${port}${path}`,
        { headers: { 'accept-encoding': encoding } },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          )
        },
      ).on('error', reject)
    })
}

const cacheFor = (now: () => number = Date.now) =>
  new PageCache({ maxBytes: 1_000_000, maxEntryBytes: 500_000, lifetimeMs: 10_000, now })

/** A BestBrotli, and a wait for its `n`th result: a response ends before it is kept. */
function bestBrotli() {
  const results = new PageCache({
    maxBytes: 1_000_000,
    maxEntryBytes: 500_000,
    lifetimeMs: 3_600_000,
  })
  const best = new BestBrotli(results)
  const compressed = (n: number) =>
    vi.waitFor(async () => {
      await best.idle()
      expect(results.size).toBe(n)
    })
  return { best, compressed }
}

describe('the pages kept by the shop server, at Brotli’s best quality', () => {
  it('keeps smaller bytes of the same page once they are compressed', async () => {
    const html = page(1)
    const { best, compressed } = bestBrotli()
    const next = nextLike(() => html)
    const get = await serve(cacheFor(), best, next.handle)
    const first = await get('/en')
    await compressed(1)
    const second = await get('/en')
    expect(next.served).toHaveLength(1)
    expect(second.body.length).toBeLessThan(first.body.length)
    expect(brotliDecompressSync(second.body).toString()).toBe(html)
    expect(second.headers['content-length']).toBe(String(second.body.length))
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.headers.etag).toBe('"v1"')
  })

  it('compresses a content once: kept again after a new render, it has those bytes at once', async () => {
    let now = 0
    const html = page(1)
    const { best, compressed } = bestBrotli()
    const next = nextLike(() => html)
    const cache = cacheFor(() => now)
    const get = await serve(cache, best, next.handle)
    const first = await get('/en')
    await compressed(1)
    now += 60_000
    await get('/en')
    await vi.waitFor(() => expect(cache.size).toBe(1))
    // No compression to wait for: the page kept at this second render has the first one's bytes.
    const kept = await get('/en')
    expect(next.served).toHaveLength(2)
    expect(kept.body.length).toBeLessThan(first.body.length)
    expect(brotliDecompressSync(kept.body).toString()).toBe(html)
  })

  it('never gives a page another content’s bytes', async () => {
    let now = 0
    let html = page(1)
    const { best, compressed } = bestBrotli()
    const get = await serve(
      cacheFor(() => now),
      best,
      nextLike(() => html).handle,
    )
    await get('/en')
    await compressed(1)
    html = page(2)
    now += 60_000
    const changed = await get('/en')
    await compressed(2)
    const after = await get('/en')
    expect(brotliDecompressSync(changed.body).toString()).toBe(html)
    expect(brotliDecompressSync(after.body).toString()).toBe(html)
    expect(after.body.length).toBeLessThan(changed.body.length)
  })

  it('leaves other encodings as they came', async () => {
    const html = page(1)
    const { best, compressed } = bestBrotli()
    const get = await serve(cacheFor(), best, nextLike(() => html, 'gzip').handle)
    const first = await get('/en', 'gzip')
    await compressed(0)
    const second = await get('/en', 'gzip')
    expect(second.body).toEqual(first.body)
  })
})
