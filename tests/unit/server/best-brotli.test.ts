import compression from 'compression'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { acceptsBrotli } from '@/server/accepts-brotli'
import { BestBrotli, brotliStreaming } from '@/server/best-brotli'
import { PageCache } from '@/server/page-cache'

import { BROWSER_ENCODINGS, rawRequest } from '../../../scripts/lib/bench-http'

const shared = 's-maxage=3600, stale-while-revalidate=31532400'

/** A page of repeated markup, as a shop page is: Brotli's best quality makes it smaller. */
const page = (n: number) =>
  Array.from(
    { length: 400 },
    (_, i) => `<li class="flex gap-2"><a href="/en/meat/${i}">Product ${i * n}</a></li>`,
  ).join('')

type Handle = (request: IncomingMessage, response: ServerResponse) => void

/** Next.js's answer for a page from its cache, its headers set one by one. */
const cachedPage =
  (html: () => string): Handle =>
  (request, response) => {
    response.setHeader('x-nextjs-cache', 'HIT')
    response.setHeader('Cache-Control', shared)
    response.setHeader('Vary', 'rsc, next-router-state-tree')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(html())
  }

let server: Server | null = null
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

type Compress = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** A server composed as the shop server's (main.ts): the streaming compression, then BestBrotli. */
async function serve(handle: Handle) {
  const results = new PageCache({ maxBytes: 1e6, maxEntryBytes: 5e5, lifetimeMs: 3_600_000 })
  const best = new BestBrotli(results)
  const compress = compression({ brotli: brotliStreaming }) as unknown as Compress
  server = createServer((request, response) =>
    compress(request, response, () => {
      best.hold(request, response)
      handle(request, response)
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const fetchRaw = (path: string, encoding = BROWSER_ENCODINGS) =>
    rawRequest(`http://127.0.0.1:${port}${path}`, { 'accept-encoding': encoding })
  /** Waits for the `n`th content's best bytes. */
  const compressed = (n: number) =>
    vi.waitFor(async () => {
      await best.idle()
      expect(results.size).toBe(n)
    })
  return { fetchRaw, compressed }
}

describe('pages from Next.js’s cache at Brotli’s best quality', () => {
  it('sends a cached page compressed, then smaller once its best bytes are made', async () => {
    const html = page(1)
    const { fetchRaw, compressed } = await serve(cachedPage(() => html))
    const first = await fetchRaw('/en')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['content-length']).toBe(String(first.body.length))
    expect(first.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding')
    expect(brotliDecompressSync(first.body).toString()).toBe(html)
    await compressed(1)
    const second = await fetchRaw('/en')
    expect(second.body.length).toBeLessThan(first.body.length)
    expect(brotliDecompressSync(second.body).toString()).toBe(html)
    expect(second.headers['content-length']).toBe(String(second.body.length))
  })

  it('takes the headers Next.js hands to writeHead', async () => {
    const html = page(1)
    const { fetchRaw, compressed } = await serve((request, response) => {
      response.writeHead(200, {
        'x-nextjs-cache': 'HIT',
        'cache-control': shared,
        'content-type': 'text/html; charset=utf-8',
      })
      response.write(html.slice(0, 100))
      response.end(html.slice(100))
    })
    const first = await fetchRaw('/en')
    await compressed(1)
    const second = await fetchRaw('/en')
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(second.headers.vary).toBe('Accept-Encoding')
    expect(second.body.length).toBeLessThan(first.body.length)
    expect(brotliDecompressSync(second.body).toString()).toBe(html)
  })

  it('never sends a page another content’s bytes', async () => {
    let html = page(1)
    const { fetchRaw, compressed } = await serve(cachedPage(() => html))
    await fetchRaw('/en')
    await compressed(1)
    html = page(2)
    const changed = await fetchRaw('/en')
    await compressed(2)
    const after = await fetchRaw('/en')
    expect(brotliDecompressSync(changed.body).toString()).toBe(html)
    expect(brotliDecompressSync(after.body).toString()).toBe(html)
    expect(after.body.length).toBeLessThan(changed.body.length)
  })

  it('leaves pages rendered for one visitor, and browsers without Brotli, to the streaming compression', async () => {
    const html = page(1)
    const { fetchRaw } = await serve((request, response) => {
      if (request.url !== '/cart') return cachedPage(() => html)(request, response)
      response.setHeader('Cache-Control', 'private, no-store')
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(html)
    })
    const cart = await fetchRaw('/cart')
    expect(cart.headers['content-encoding']).toBe('br')
    expect(cart.headers['transfer-encoding']).toBe('chunked')
    expect(brotliDecompressSync(cart.body).toString()).toBe(html)
    const gzip = await fetchRaw('/en', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(html)
  })

  it('reads Accept-Encoding as browsers send it', () => {
    const asking = (value: string) => ({ headers: { 'accept-encoding': value } }) as IncomingMessage
    expect(acceptsBrotli(asking('gzip, deflate, br, zstd'))).toBe(true)
    expect(acceptsBrotli(asking('br;q=0.5, gzip'))).toBe(true)
    expect(acceptsBrotli(asking('gzip, br;q=0'))).toBe(false)
    expect(acceptsBrotli(asking('gzip, brx'))).toBe(false)
  })
})
