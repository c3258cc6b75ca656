import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompressStatic } from '@/server/precompress'
import { precompressedStatic } from '@/server/precompressed-static'

import { rawRequest } from '../../../scripts/lib/bench-http'

const script = `console.log(${JSON.stringify('a chunk '.repeat(500))})\n`
const stylesheet = `.brand{color:#7a1f1f}\n`.repeat(200)

let dir: string
let server: Server
let base: string
const passedOn: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-'))
  mkdirSync(path.join(dir, 'chunks'))
  mkdirSync(path.join(dir, 'media'))
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
  writeFileSync(path.join(dir, 'chunks', 'app.css'), stylesheet)
  writeFileSync(path.join(dir, 'chunks', 'not-built.js'), script)
  writeFileSync(path.join(dir, 'media', 'logo.png'), 'png')
  writeFileSync(path.join(dir, 'secret.txt'), 'outside')
  const result = await precompressStatic(dir)
  rmSync(path.join(dir, 'chunks', 'not-built.js.br'))

  const serve = precompressedStatic(dir, { 'x-content-type-options': 'nosniff' })
  server = createServer((request, response) => {
    if (serve(request, response)) return
    passedOn.push(request.url ?? '')
    response.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  expect(result.files).toBe(3)
  expect(result.compressed).toBeLessThan(result.bytes / 5)
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(dir, { recursive: true, force: true })
})

const get = (pathname: string, acceptEncoding: string, method = 'GET') =>
  rawRequest(`${base}${pathname}`, { 'accept-encoding': acceptEncoding }, method)

describe('precompressStatic', () => {
  it('writes a Brotli copy of each script and stylesheet that decompresses to the file', () => {
    const copy = readFileSync(path.join(dir, 'chunks', 'app.css.br'))
    expect(brotliDecompressSync(copy).toString()).toBe(stylesheet)
    expect(() => readFileSync(path.join(dir, 'media', 'logo.png.br'))).toThrow()
  })
})

describe('precompressedStatic', () => {
  it('sends the Brotli copy to a browser that accepts Brotli, with the static headers', async () => {
    const response = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['vary']).toBe('Accept-Encoding')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(brotliDecompressSync(response.body).toString()).toBe(script)
  })

  it('answers HEAD with the headers only', async () => {
    const response = await get('/_next/static/chunks/app.css', 'br', 'HEAD')
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(response.body.length).toBe(0)
  })

  it('leaves to Next.js what it cannot send as Brotli', async () => {
    passedOn.length = 0
    const cases = [
      ['/_next/static/chunks/app.js', 'gzip, deflate'],
      ['/_next/static/chunks/app.js', 'gzip, br;q=0'],
      ['/_next/static/chunks/not-built.js', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/media/logo.png', 'br'],
      ['/_next/static/..%2fsecret.txt', 'br'],
      ['/_next/static/..%2f..%2fetc%2fpasswd.js', 'br'],
      ['/_next/static/%E0%A4%A.js', 'br'],
      ['/_next/static/chunks/app%00.js', 'br'],
      ['/_next/static/chunks/app.js/x.js', 'br'],
      [`/_next/static/chunks/${'a'.repeat(300)}.js`, 'br'],
      ['/en/app.js', 'br'],
    ]
    for (const [pathname, encoding] of cases) {
      const response = await get(pathname, encoding)
      expect(response.body.toString(), pathname).toBe('next')
    }
    expect(passedOn).toHaveLength(cases.length)
  })

  it('ends the connection when a copy can no longer be read, instead of leaving it open', async () => {
    writeFileSync(path.join(dir, 'chunks', 'replaced.js'), script)
    await precompressStatic(dir)
    const serve = precompressedStatic(dir, {})
    rmSync(path.join(dir, 'chunks', 'replaced.js.br'))
    const other = createServer((request, response) => {
      if (!serve(request, response)) response.end('next')
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const { port } = other.address() as AddressInfo
    const outcome = await new Promise<string>((resolve) => {
      request(`http://127.0.0.1:${port}/_next/static/chunks/replaced.js`, {
        headers: { 'accept-encoding': 'br' },
      })
        .on('response', (response) => {
          response.on('error', () => resolve('cut'))
          response.on('aborted', () => resolve('cut'))
          response.on('end', () => resolve('complete'))
          response.resume()
        })
        .on('error', () => resolve('cut'))
        .end()
    })
    await new Promise<void>((resolve) => other.close(() => resolve()))
    expect(outcome).toBe('cut')
  })
})
