import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { drainOnStop } from '@/server/graceful-shutdown'

/** A server whose `/slow` answers after `ms`, everything else at once. */
function serverWithSlowPath(ms: number, graceMs = 10_000) {
  const drain = drainOnStop((request, response) => {
    const answer = () => response.end(`done ${request.url}`)
    if (request.url === '/slow') setTimeout(answer, ms)
    else answer()
  }, graceMs)
  const server = http.createServer(drain.listener)
  return new Promise<{ server: http.Server; port: number; stop: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        stop: () => drain.stop(server),
      }),
    ),
  )
}

const agents: http.Agent[] = []
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()))

function get(port: number, path: string, agent?: http.Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        )
      })
      .on('error', reject)
  })
}

describe('stopping the shop server', () => {
  it('finishes a request under way, then closes, though its connection was kept alive', async () => {
    const { port, stop } = await serverWithSlowPath(500)
    const agent = new http.Agent({ keepAlive: true })
    agents.push(agent)
    await get(port, '/warm-up', agent)
    const slow = get(port, '/slow', agent)
    await new Promise((resolve) => setTimeout(resolve, 100))

    const started = Date.now()
    const stopped = stop()
    expect(await slow).toMatchObject({ status: 200, body: 'done /slow' })
    await stopped
    // Closed once the slow answer was sent, not after the grace period.
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('accepts no new connection once stopping', async () => {
    const { port, stop } = await serverWithSlowPath(300)
    const slow = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopped = stop()
    await expect(get(port, '/new')).rejects.toThrow(/ECONNREFUSED/)
    expect((await slow).status).toBe(200)
    await stopped
  })

  it('says it is not ready to a request that arrives while stopping, and closes its connection', async () => {
    const { port, stop } = await serverWithSlowPath(400)
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    // A request whose headers are not complete yet keeps its connection busy, not idle.
    socket.write('GET /api/ready HTTP/1.1\r\nHost: shop\r\n')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopped = stop()
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    const ended = new Promise((resolve) => socket.once('close', resolve))
    socket.write('\r\n')
    await ended
    expect(answer).toMatch(/^HTTP\/1\.1 503/)
    expect(answer.toLowerCase()).toContain('connection: close')
    await stopped
  })

  it('cuts what is still open after the grace period', async () => {
    const { port, stop } = await serverWithSlowPath(60_000, 200)
    const slow = get(port, '/slow').catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    await stop()
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await slow).toBeInstanceOf(Error)
  })
})
