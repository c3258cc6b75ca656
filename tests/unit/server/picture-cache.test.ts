import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'

import { PageCache } from '@/server/page-cache'
import { withPictureCache } from '@/server/picture-cache'

const picture = Buffer.from('RIFF....WEBPVP8 fake picture bytes')
const optimizerCacheControl = 'public, max-age=14400, must-revalidate'

type Answer = (request: IncomingMessage, response: ServerResponse) => void

/** Answers as Next.js's picture optimizer does; counts the requests that reach it. */
function optimizer(answer?: Answer) {
  const served: string[] = []
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    served.push(`${request.url} ${request.headers.accept ?? ''}`)
    if (answer) return answer(request, response)
    const webp = /image\/webp/.test(request.headers.accept ?? '')
    response.setHeader('Cache-Control', optimizerCacheControl)
    response.setHeader('Content-Type', webp ? 'image/webp' : 'image/jpeg')
    response.setHeader('ETag', webp ? '"webp-1"' : '"jpeg-1"')
    response.setHeader('Vary', 'Accept')
    response.setHeader('X-Nextjs-Cache', 'MISS')
    response.end(picture)
  }
  return { handle, served }
}

let server: Server | null = null
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

const newCache = (now?: () => number) =>
  new PageCache({ maxBytes: 10_000, maxEntryBytes: 5_000, lifetimeMs: 60_000, now })

async function serve(cache: PageCache, handle: ReturnType<typeof optimizer>['handle']) {
  server = createServer(
    (request, response) => void withPictureCache(cache, handle)(request, response),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init)
}

const hero = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.webp&w=768&q=75'
const webp = { headers: { accept: 'image/avif,image/webp,*/*' } }

describe('the optimized pictures kept in front of Next.js', () => {
  it('resizes a picture once and serves the same bytes and headers after', async () => {
    const next = optimizer()
    const get = await serve(newCache(), next.handle)
    const first = await get(hero, webp)
    const second = await get(hero, webp)
    expect(next.served).toHaveLength(1)
    expect(Buffer.from(await second.arrayBuffer())).toEqual(picture)
    expect(Buffer.from(await first.arrayBuffer())).toEqual(picture)
    expect(second.headers.get('content-type')).toBe('image/webp')
    expect(second.headers.get('cache-control')).toBe(optimizerCacheControl)
    expect(second.headers.get('etag')).toBe('"webp-1"')
    expect(second.headers.get('vary')).toBe('Accept')
    expect(second.headers.get('x-nextjs-cache')).toBeNull()
  })

  it('keeps the WebP answer apart from the one for browsers without WebP', async () => {
    const next = optimizer()
    const get = await serve(newCache(), next.handle)
    await get(hero, webp)
    const jpeg = await get(hero, { headers: { accept: 'image/jpeg,*/*' } })
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    await get(hero, { headers: { accept: 'image/jpeg,*/*' } })
    await get(`${hero.replace('w=768', 'w=384')}`, webp)
    expect(next.served).toHaveLength(3)
  })

  it('answers 304 to a browser that has the kept picture', async () => {
    const get = await serve(newCache(), optimizer().handle)
    await get(hero, webp)
    const again = await get(hero, { headers: { ...webp.headers, 'if-none-match': '"webp-1"' } })
    expect(again.status).toBe(304)
  })

  it('asks the optimizer again once the lifetime has passed', async () => {
    let now = 0
    const next = optimizer()
    const get = await serve(
      newCache(() => now),
      next.handle,
    )
    await get(hero, webp)
    now = 59_999
    await get(hero, webp)
    now = 60_000
    await get(hero, webp)
    expect(next.served).toHaveLength(2)
  })

  it('keeps neither refusals, private or compressed answers nor anything but pictures', async () => {
    const refusals: Answer = (request, response) => {
      if (request.url?.includes('w=1')) {
        response.statusCode = 400
        response.setHeader('Content-Type', 'text/plain')
        return void response.end('"w" parameter (width) of 1 is not allowed')
      }
      if (request.url?.includes('bmp')) {
        response.setHeader('Cache-Control', optimizerCacheControl)
        response.setHeader('Content-Type', 'image/bmp')
        response.setHeader('Content-Encoding', 'gzip')
        return void response.end(gzipSync(picture))
      }
      response.setHeader('Cache-Control', 'private, no-cache')
      response.setHeader('Content-Type', 'image/webp')
      response.end(picture)
    }
    const next = optimizer(refusals)
    const get = await serve(newCache(), next.handle)
    for (let i = 0; i < 2; i++) {
      await get('/_next/image?url=%2Fx.webp&w=1&q=75', webp)
      await get(hero, webp)
      await get('/en/meat/1/beef', webp)
      await get(hero, { ...webp, method: 'HEAD' })
      await get('/_next/image?url=%2Fold.bmp&w=768&q=75', webp)
    }
    expect(next.served).toHaveLength(10)
  })
})
