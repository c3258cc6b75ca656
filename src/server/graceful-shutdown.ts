import type { RequestListener, Server } from 'node:http'

/**
 * Stopping without cutting anyone off. `stop` makes the server refuse new connections and close
 * idle ones; requests under way finish, and each connection closes after its last response.
 * Whatever is still open after `graceMs` is cut. Meanwhile `/api/ready` answers 503 on the
 * connections still open, so a load balancer that asks sends no one here.
 */
export function drainOnStop(listener: RequestListener, graceMs: number) {
  let server: Server | null = null
  let stopping = false
  // A response that was already under way when `stop` came leaves its connection idle: close it.
  const closeIdle = () => setImmediate(() => server?.closeIdleConnections())

  const drained: RequestListener = (request, response) => {
    if (stopping) {
      response.setHeader('Connection', 'close')
      if (new URL(request.url ?? '/', 'http://server').pathname === '/api/ready') {
        response.writeHead(503, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
        })
        response.end(JSON.stringify({ status: 'stopping', checks: { server: 'shutting down' } }))
        return
      }
    }
    response.once('finish', () => {
      if (stopping) closeIdle()
    })
    return listener(request, response)
  }

  function stop(running: Server): Promise<void> {
    server = running
    stopping = true
    return new Promise((resolve) => {
      running.close(() => resolve())
      running.closeIdleConnections()
      setTimeout(() => running.closeAllConnections(), graceMs).unref()
    })
  }

  return { listener: drained, stop }
}
