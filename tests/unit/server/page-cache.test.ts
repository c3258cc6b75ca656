import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  forgetCachedPages,
  isSharedCacheHit,
  PageCache,
  pageCacheKey,
  registerPageCache,
  withPageCache,
} from '@/server/page-cache'

const shared = 's-maxage=3600, stale-while-revalidate=31532400'

/** Answers like Next.js does for a page from its cache; counts the requests it gets. */
function nextLike(
  answer: (request: IncomingMessage, response: ServerResponse) => void = hit('<p>page</p>'),
) {
  const served: string[] = []
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    served.push(request.url ?? '')
    answer(request, response)
  }
  return { handle, served }
}

function hit(html: string, cacheControl = shared, cache = 'HIT') {
  return (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('Set-Cookie', 'NEXT_LOCALE=en; Path=/')
    response.setHeader('x-nextjs-cache', cache)
    response.setHeader('Cache-Control', cacheControl)
    response.setHeader('ETag', '"v1"')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    if (/gzip/.test(request.headers['accept-encoding'] ?? '')) {
      response.setHeader('Content-Encoding', 'gzip')
      response.end(gzipSync(html))
    } else response.end(html)
  }
}

let server: Server | null = null
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

async function serve(cache: PageCache, handle: ReturnType<typeof nextLike>['handle']) {
  server = createServer(withPageCache(cache, handle))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init)
}

const newCache = (now?: () => number) =>
  new PageCache({ maxBytes: 10_000, maxEntryBytes: 5_000, lifetimeMs: 10_000, now })

describe('the page cache in front of Next.js', () => {
  it('answers 500 without details when the handler fails', async () => {
    const errors: unknown[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
    const get = await serve(newCache(), async () => {
      throw new Error('secret detail')
    })
    const response = await get('/en')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).toContain('Er ging iets mis bij het tonen van deze pagina.')
    expect(text).toContain("Une erreur s'est produite")
    expect(text).toContain('Something went wrong while showing this page.')
    expect(text).not.toContain('secret detail')
    spy.mockRestore()
    expect(errors).toHaveLength(1)
  })

  it('serves a page Next.js had in its cache from memory, with its headers and a fresh date', async () => {
    const next = nextLike()
    const get = await serve(newCache(), next.handle)
    const first = await get('/en/meat/1/beef')
    const second = await get('/en/meat/1/beef')
    expect(next.served).toEqual(['/en/meat/1/beef'])
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('set-cookie')).toBe('NEXT_LOCALE=en; Path=/')
    expect(second.headers.get('cache-control')).toBe(shared)
    expect(second.headers.get('content-length')).toBe(first.headers.get('content-length'))
    expect(second.headers.get('date')).toBeTruthy()
  })

  it('keeps one answer per language cookie, Accept-Language and Accept-Encoding', async () => {
    const next = nextLike()
    const get = await serve(newCache(), next.handle)
    const variants: RequestInit[] = [
      {},
      { headers: { cookie: 'NEXT_LOCALE=fr' } },
      { headers: { cookie: 'other=1; NEXT_LOCALE=fr' } },
      { headers: { 'accept-language': 'fr-BE,fr;q=0.9' } },
      { headers: { 'accept-encoding': 'gzip' } },
      { headers: { 'accept-encoding': 'gzip' } },
    ]
    for (const init of variants) await get('/', init)
    expect(next.served).toHaveLength(4)
    const zipped = await get('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(next.served).toHaveLength(4)
  })

  it('keeps the bytes of a compressed answer as they were sent', async () => {
    await serve(newCache(), nextLike().handle)
    const { port } = server!.address() as AddressInfo
    // fetch would unzip the body; a plain request shows the bytes on the wire.
    const zipped = () =>
      new Promise<Buffer>((resolve) =>
        request(
          { port, host: '127.0.0.1', path: '/zipped', headers: { 'accept-encoding': 'gzip' } },
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () => resolve(Buffer.concat(chunks)))
          },
        ).end(),
      )
    const first = await zipped()
    const second = await zipped()
    expect(second.equals(first)).toBe(true)
    expect(gunzipSync(second).toString()).toBe('<p>page</p>')
  })

  it('never keeps answers that are not shared cache hits', async () => {
    const answers = [
      hit('<p>fresh</p>', shared, 'MISS'),
      hit('<p>private</p>', 'private, no-cache, no-store, max-age=0, must-revalidate'),
      (_: IncomingMessage, response: ServerResponse) => {
        response.statusCode = 404
        response.setHeader('x-nextjs-cache', 'HIT')
        response.setHeader('Cache-Control', shared)
        response.end('not found')
      },
    ]
    for (const answer of answers) {
      const next = nextLike(answer)
      const get = await serve(newCache(), next.handle)
      await get('/en')
      await get('/en')
      expect(next.served).toHaveLength(2)
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = null
    }
  })

  it('keeps navigation payloads apart from the page and from each other', async () => {
    const next = nextLike((request, response) =>
      hit(
        request.headers.rsc ? `payload ${request.headers['next-router-prefetch'] ?? ''}` : 'page',
      )(request, response),
    )
    const get = await serve(newCache(), next.handle)
    const tree = '%5B%22%22%5D'
    const variants: [string, RequestInit][] = [
      ['/en', {}],
      ['/en?_rsc=abc', { headers: { rsc: '1', 'next-router-state-tree': tree } }],
      ['/en?_rsc=abc', { headers: { rsc: '1', 'next-router-state-tree': `${tree}x` } }],
      ['/en?_rsc=def', { headers: { rsc: '1', 'next-router-prefetch': '1' } }],
      [
        '/en?_rsc=ghi',
        {
          headers: {
            rsc: '1',
            'next-router-prefetch': '1',
            'next-router-segment-prefetch': '/_tree',
          },
        },
      ],
      [
        '/en?_rsc=abc',
        { headers: { rsc: '1', 'next-router-state-tree': tree, 'next-url': '/fr' } },
      ],
    ]
    const bodies = []
    for (const [path, init] of variants) {
      bodies.push(await (await get(path, init)).text())
      expect(await (await get(path, init)).text()).toBe(bodies.at(-1))
    }
    expect(next.served).toHaveLength(variants.length)
    expect(bodies.slice(0, 4)).toEqual(['page', 'payload ', 'payload ', 'payload 1'])
  })

  it('lets server actions, previews, the API and the admin through', async () => {
    const next = nextLike()
    const get = await serve(newCache(), next.handle)
    const through: [string, RequestInit][] = [
      ['/en', { headers: { 'next-action': 'abc', rsc: '1' } }],
      ['/en', { headers: { cookie: '__prerender_bypass=1' } }],
      ['/en', { method: 'POST', body: 'x' }],
      ['/api/storefront/visitor', {}],
      ['/admin', {}],
      ['/_next/static/chunks/a.js', {}],
    ]
    for (const [path, init] of through) {
      await get(path, init)
      await get(path, init)
    }
    expect(next.served).toHaveLength(through.length * 2)
  })

  it('answers 304 when the browser already holds the same version', async () => {
    const next = nextLike()
    const get = await serve(newCache(), next.handle)
    await get('/en')
    const again = await get('/en', { headers: { 'if-none-match': '"v1"' } })
    expect(again.status).toBe(304)
    expect(next.served).toHaveLength(1)
  })

  it('is emptied when cache tags expire', async () => {
    const cache = newCache()
    registerPageCache(cache)
    const next = nextLike()
    const get = await serve(cache, next.handle)
    await get('/en')
    expect(cache.size).toBe(1)
    forgetCachedPages()
    expect(cache.size).toBe(0)
    await get('/en')
    expect(next.served).toHaveLength(2)
  })
})

describe('PageCache', () => {
  const page = (bytes: number) => ({ status: 200, headers: {}, body: Buffer.alloc(bytes) })

  it('forgets a page after its lifetime', () => {
    let now = 0
    const cache = newCache(() => now)
    cache.set('a', page(10))
    now = 9_999
    expect(cache.get('a')).toBeDefined()
    now = 10_000
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the oldest pages beyond its size and never keeps an oversized one', () => {
    const cache = newCache()
    cache.set('a', page(4_000))
    cache.set('b', page(4_000))
    cache.set('c', page(4_000))
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ])
    cache.set('huge', page(6_000))
    expect(cache.get('huge')).toBeUndefined()
    cache.set('b', page(1_000))
    cache.set('d', page(4_000))
    expect(cache.get('c')).toBeDefined()
    expect(cache.size).toBe(3)
  })
})

describe('which answers are shared', () => {
  it('is a 200 that Next.js served from its cache with a shared Cache-Control', () => {
    expect(isSharedCacheHit(200, { 'x-nextjs-cache': 'HIT', 'cache-control': shared })).toBe(true)
    expect(isSharedCacheHit(200, { 'x-nextjs-cache': 'STALE', 'cache-control': shared })).toBe(
      false,
    )
    expect(isSharedCacheHit(200, { 'x-nextjs-cache': 'HIT', 'cache-control': 'no-store' })).toBe(
      false,
    )
    expect(isSharedCacheHit(308, { 'x-nextjs-cache': 'HIT', 'cache-control': shared })).toBe(false)
    const hitSetting = (cookies: string[]) =>
      isSharedCacheHit(200, {
        'x-nextjs-cache': 'HIT',
        'cache-control': shared,
        'set-cookie': cookies,
      })
    expect(hitSetting(['NEXT_LOCALE=fr; Path=/'])).toBe(true)
    expect(hitSetting(['NEXT_LOCALE=fr; Path=/', 'guest=abc; HttpOnly'])).toBe(false)
  })

  it('keys requests by host and forwarded host as well', () => {
    const request = (headers: Record<string, string>) =>
      ({ method: 'GET', url: '/en', headers }) as unknown as IncomingMessage
    expect(pageCacheKey(request({ host: 'a' }))).not.toBe(pageCacheKey(request({ host: 'b' })))
    expect(pageCacheKey(request({ host: 'a', 'x-forwarded-host': 'shop.be' }))).not.toBe(
      pageCacheKey(request({ host: 'a' })),
    )
  })
})
