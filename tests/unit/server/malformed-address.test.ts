import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { malformedAddressRefusal, refuseMalformedAddresses } from '@/server/malformed-address'

describe('malformedAddressRefusal', () => {
  it.each(['/api/%E0%A4%A', '/api/products/%', '/api/%E0%A4%A?depth=1', '/api/x%ZZ'])(
    'refuses %s with 400 and a JSON error',
    (url) => {
      const refusal = malformedAddressRefusal(url)!
      expect(refusal.status).toBe(400)
      expect(refusal.contentType).toMatch(/^application\/json/)
      expect(JSON.parse(refusal.body)).toEqual({
        errors: [{ message: 'Malformed address: a percent escape in the path does not decode.' }],
      })
    },
  )

  it.each(['/_next/static/%E0%A4%A', '/_next/image%'])('refuses %s with a short text', (url) => {
    expect(malformedAddressRefusal(url)).toEqual({
      status: 400,
      contentType: 'text/plain; charset=utf-8',
      body: 'Bad Request: malformed address',
    })
  })

  it.each([
    '/api/products?where[name][like]=%E0%A4%A',
    '/api/products/12',
    '/api/%25E0',
    '/_next/static/chunks/main.js',
    // Pages go to the proxy, which shows the shop's not-found page.
    '/%E0%A4%A',
    '/en/%E0%A4%A',
    '/apiary/%E0',
  ])('lets %s through', (url) => {
    expect(malformedAddressRefusal(url)).toBeNull()
  })
})

describe('refuseMalformedAddresses on a server', () => {
  let server: Server
  const reached: string[] = []

  beforeAll(async () => {
    server = createServer(
      refuseMalformedAddresses((incoming, response) => {
        reached.push(incoming.url ?? '')
        response.end('reached')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** A raw GET: the address is sent exactly as written, as a browser or a scanner would. */
  const get = (path: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      request({ host: '127.0.0.1', port, path }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type']),
            body,
          }),
        )
      })
        .on('error', reject)
        .end()
    })

  it('answers 400 itself and hands nothing on for a malformed /api or /_next address', async () => {
    const api = await get('/api/%E0%A4%A')
    expect(api.status).toBe(400)
    expect(api.type).toBe('application/json; charset=utf-8')
    expect(JSON.parse(api.body).errors[0].message).toMatch(/does not decode/)
    const internal = await get('/_next/static/%E0%A4%A')
    expect(internal).toEqual({
      status: 400,
      type: 'text/plain; charset=utf-8',
      body: 'Bad Request: malformed address',
    })
    expect(reached).toEqual([])
  })

  it('hands every other address on unchanged', async () => {
    for (const path of ['/api/health', '/_next/static/chunks/main.js', '/%E0%A4%A'])
      expect((await get(path)).body).toBe('reached')
    expect(reached).toEqual(['/api/health', '/_next/static/chunks/main.js', '/%E0%A4%A'])
  })
})
