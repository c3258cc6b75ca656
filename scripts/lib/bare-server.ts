/**
 * The bare limit of the page benchmark, in a process of its own like the shop's server: a
 * `node:http` server that answers every request with the one page it was sent over IPC, then
 * tells its parent the port it listens on.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Reply = { body: Uint8Array; headers: Record<string, string> }

process.once('message', (reply: Reply) => {
  const body = Buffer.from(reply.body)
  const headers = { ...reply.headers, 'content-length': String(body.length) }
  const server = http.createServer((_, response) => {
    response.writeHead(200, headers)
    response.end(body)
  })
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port })
  })
  process.once('disconnect', () => process.exit(0))
})
