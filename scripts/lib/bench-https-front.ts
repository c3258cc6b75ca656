/**
 * What a browser meets in production in front of `npm start`: an https server speaking HTTP/2,
 * passing every request on to the server behind it, as the operator's reverse proxy does
 * (README, "serve the shop over https only"). The certificate is self-signed, made at start:
 * the benchmark's browser is told to accept it.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'

import { testCertificate } from '../../tests/support/test-certificate'

export type HttpsFront = { origin: string; stop: () => Promise<void> }

/** Headers of one connection, which HTTP/2 forbids and a proxy never passes on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
])

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  )
}

/** Starts the front on a free port of 127.0.0.1, for the server at `upstream`. */
export async function startHttpsFront(upstream: URL): Promise<HttpsFront> {
  const agent = new http.Agent({ keepAlive: true })
  const forward = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const host = request.headers[':authority'] ?? request.headers.host
    const toServer = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...passedOn(request.headers), host, 'x-forwarded-proto': 'https' },
      },
      (fromServer) => {
        response.writeHead(fromServer.statusCode ?? 502, passedOn(fromServer.headers))
        fromServer.pipe(response)
      },
    )
    toServer.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    // A browser that gives up on a request stops the server's work on it too.
    response.on('close', () => {
      if (!response.writableFinished) toServer.destroy()
    })
    request.pipe(toServer)
  }
  const server = http2.createSecureServer(
    { ...(await testCertificate()), allowHTTP1: true },
    forward,
  )
  // A browser keeps its connection open; stopping closes it rather than waiting for it.
  const sockets = new Set<TLSSocket>()
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `https://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
        agent.destroy()
      }),
  }
}
