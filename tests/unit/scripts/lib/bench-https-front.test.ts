import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type HttpsFront, startHttpsFront } from '../../../../scripts/lib/bench-https-front'

type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

/** One request over HTTP/2, accepting the front's self-signed certificate. */
function askOverHttp2(
  origin: string,
  path: string,
  method = 'GET',
  body?: string,
): Promise<Answer & { protocol: string | undefined }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false })
    session.on('error', reject)
    const stream = session.request({ ':path': path, ':method': method, cookie: 'visitor=1' })
    const chunks: Buffer[] = []
    let status = 0
    let headers: IncomingHttpHeaders = {}
    stream.on('response', (received) => {
      status = Number(received[':status'])
      headers = received as IncomingHttpHeaders
    })
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const protocol = session.alpnProtocol
      session.close()
      resolve({ status, headers, body: Buffer.concat(chunks).toString(), protocol })
    })
    stream.on('error', reject)
    stream.end(body)
  })
}

describe('the https front of the Lighthouse benchmark', () => {
  const heard: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = []
  let server: Server
  let front: HttpsFront

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        heard.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        })
        // A server's own connection headers, which HTTP/2 forbids the front to pass on.
        response.writeHead(request.url === '/missing' ? 404 : 200, {
          'content-type': 'text/plain',
          'cache-control': 'public, max-age=60',
          connection: 'keep-alive',
          'keep-alive': 'timeout=5',
        })
        response.end(`page ${request.url}`)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    front = await startHttpsFront(new URL(`http://127.0.0.1:${port}`))
  }, 30_000)
  afterAll(async () => {
    await front.stop()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('answers over https with HTTP/2 what the server behind it answers', async () => {
    expect(front.origin).toMatch(/^https:\/\/localhost:\d+$/)
    const answer = await askOverHttp2(front.origin, '/en/meat?page=2')
    expect(answer.protocol).toBe('h2')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('page /en/meat?page=2')
    expect(answer.headers['cache-control']).toBe('public, max-age=60')
    expect(answer.headers.connection).toBeUndefined()

    const request = heard.at(-1)!
    expect(request.url).toBe('/en/meat?page=2')
    expect(request.headers.cookie).toBe('visitor=1')
    expect(request.headers.host).toBe(new URL(front.origin).host)
    expect(request.headers['x-forwarded-proto']).toBe('https')
  })

  it('passes on the method, the body and the status', async () => {
    const answer = await askOverHttp2(front.origin, '/missing', 'POST', 'a=1')
    expect(answer.status).toBe(404)
    expect(heard.at(-1)).toMatchObject({ method: 'POST', url: '/missing', body: 'a=1' })
  })
})
