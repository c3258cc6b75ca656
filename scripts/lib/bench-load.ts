import autocannon from 'autocannon'
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import type { Headers } from './bench-http'

export type Request = { path: string; headers: Headers }

/**
 * One autocannon instance: its connections send `requests` in turn, over and over. Several
 * instances run at once in one process, as one instance's connections do, so a visitor of
 * their own per instance costs nothing in measuring.
 */
export type Client = { origin: string; connections: number; requests: Request[] }

/** How long a load lasts: a time, or a number of requests shared by its clients. */
export type Stop = { seconds: number } | { amount: number }

export type Measure = { requests: number; perSecond: number; p50: number; p95: number; p99: number }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** Each answer's latency (ms) over `seconds` of wall-clock time. */
type Sample = { timings: number[]; seconds: number }

/**
 * Runs the clients at once; every answer must have `status`. Latency is each request's own,
 * from autocannon's `response` event; requests/s is all answers over the wall-clock time.
 */
export async function load(clients: Client[], stop: Stop, status = 200): Promise<Measure> {
  return summary([await sample(clients, stop, status)])
}

async function sample(clients: Client[], stop: Stop, status: number): Promise<Sample> {
  const timings: number[] = []
  let wrong = 0
  let errors = 0
  const total = clients.reduce((sum, client) => sum + client.connections, 0)
  const amountOf = (client: Client) =>
    'amount' in stop
      ? Math.max(client.connections, Math.round((stop.amount * client.connections) / total))
      : undefined
  const started = performance.now()
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve, reject) => {
          const run = autocannon(
            {
              url: client.origin,
              connections: client.connections,
              ...('seconds' in stop ? { duration: stop.seconds } : { amount: amountOf(client) }),
              requests: client.requests.map(({ path, headers }) => ({
                method: 'GET' as const,
                path,
                headers,
              })),
            },
            (error, result) => {
              if (error) return reject(error)
              errors += result.errors
              resolve()
            },
          )
          run.on('response', (_client, statusCode, _bytes, responseTime) => {
            if (statusCode !== status) wrong += 1
            timings.push(responseTime)
          })
        }),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  const where = clients[0] ? `${clients[0].origin}${clients[0].requests[0]?.path}` : ''
  if (wrong > 0 || errors > 0)
    throw new Error(`${where}: ${wrong} answers other than ${status}, ${errors} errors`)
  return { timings, seconds }
}

/** Requests/s and latency percentiles over several samples taken as one. */
function summary(samples: Sample[]): Measure {
  const timings = samples.flatMap((each) => each.timings).sort((a, b) => a - b)
  const seconds = samples.reduce((sum, each) => sum + each.seconds, 0)
  return {
    requests: timings.length,
    perSecond: timings.length / seconds,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
  }
}

/**
 * A bare `node:http` server in its own process (as the shop's server is) that answers every
 * request with these bytes and headers: what this machine can do at most.
 */
export async function bareServer(reply: {
  body: Buffer
  headers: Headers
}): Promise<{ origin: string; close: () => Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port))
    child.once('exit', (code) => reject(new Error(`The bare server stopped (${code})`)))
    child.send(reply)
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.disconnect()
      }),
  }
}

/**
 * This machine's speed changes from one second to the next (Lighthouse's benchmark index of one
 * run went from 1 400 to 2 750; the bare server alone from 18 000 to 30 000 requests/s for the
 * same answer): the shop and the bare server take turns in slices of about 2 s, so that both
 * meet the same moments.
 */
const SLICE_SECONDS = 2

/** The shop's measure of one request and the bare server's with the same answer, side by side. */
export async function againstBare(
  origin: string,
  request: Request,
  reply: { body: Buffer; headers: Headers },
  connections: number,
  seconds: number,
): Promise<{ shop: Measure; bare: Measure }> {
  const slices = Math.max(1, Math.round(seconds / SLICE_SECONDS))
  const each = { seconds: seconds / slices }
  const bare = await bareServer(reply)
  const shop: Sample[] = []
  const limit: Sample[] = []
  try {
    for (let slice = 0; slice < slices; slice += 1) {
      shop.push(await sample([{ origin, connections, requests: [request] }], each, 200))
      limit.push(
        await sample([{ origin: bare.origin, connections, requests: [request] }], each, 200),
      )
    }
  } finally {
    await bare.close()
  }
  return { shop: summary(shop), bare: summary(limit) }
}
