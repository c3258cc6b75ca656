import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { Writable } from 'node:stream'
import { Forbidden, getPayload, logError, NotFound, type SanitizedConfig } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { payloadLogger } from '@/logging/log'

type LogEntry = { level: number; msg?: string; status?: number; err?: { stack?: string } }

// The app's Payload, its production logger writing here instead of to standard output.
const lines: string[] = []
const destination = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    done()
  },
})
const capturedConfig = config.then(
  (sanitized): SanitizedConfig => ({
    ...sanitized,
    // Sanitized configs type the logger as fully resolved pino options; Payload takes either.
    logger: payloadLogger({ production: true, destination }) as SanitizedConfig['logger'],
  }),
)
const get = REST_GET(capturedConfig)
const post = REST_POST(capturedConfig)

/** An anonymous request to Payload's REST API, answered by the app's route handler. */
async function anonymous(path: string, init?: RequestInit) {
  const [pathname] = path.split('?')
  const slug = pathname.split('/').filter(Boolean)
  const request = new Request(`http://localhost:3000/api${path}`, init)
  const handler = init?.method === 'POST' ? post : get
  return handler(request, { params: Promise.resolve({ slug }) })
}

const logged = (): LogEntry[] => lines.map((line) => JSON.parse(line))

beforeAll(async () => {
  // This file's first Payload: the REST handler finds it cached and logs through it.
  await getPayload({ config: capturedConfig })
})
beforeEach(() => {
  lines.length = 0
})

const STACK = /stack|\n\s+at /

describe('client errors of the REST API in the log', () => {
  it('an anonymous 403 is one JSON line at info level, without a stack', async () => {
    const response = await anonymous('/admins')
    expect(response.status).toBe(403)
    expect(logged()).toEqual([expect.objectContaining({ level: 30, msg: expect.any(String) })])
    expect(lines.join('\n')).not.toMatch(STACK)
  })

  it('an anonymous 404 is one JSON line at info level, without a stack', async () => {
    const response = await anonymous('/products/999999')
    expect(response.status).toBe(404)
    expect(logged()).toEqual([expect.objectContaining({ level: 30, msg: expect.any(String) })])
    expect(lines.join('\n')).not.toMatch(STACK)
  })

  it('a wrong admin password (401) is one JSON line at info level, without a stack', async () => {
    const response = await anonymous('/admins/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'not-the-password' }),
    })
    expect(response.status).toBe(401)
    expect(logged()).toEqual([expect.objectContaining({ level: 30, status: 401 })])
    expect(lines.join('\n')).not.toMatch(STACK)
  })

  it('a query on a field that does not exist (400) is logged at info level, without a stack', async () => {
    const response = await anonymous('/products?where[noSuchField][equals]=1')
    expect(response.status).toBe(400)
    expect(logged()).toEqual([expect.objectContaining({ level: 30, status: 400 })])
    expect(lines.join('\n')).not.toMatch(STACK)
  })

  it('a 403 and a 404 whose class names a minified build renamed are still logged at info', async () => {
    // A production build renames Payload's error classes ("Forbidden" became "E", "NotFound"
    // "cg"), so their names no longer match Payload's loggingLevels.
    const payload = await getPayload({ config: capturedConfig })
    logError({ err: Object.assign(new Forbidden(), { name: 'E' }), payload })
    logError({ err: Object.assign(new NotFound(), { name: 'cg' }), payload })
    expect(logged()).toEqual([
      expect.objectContaining({ level: 30, status: 403 }),
      expect.objectContaining({ level: 30, status: 404 }),
    ])
    expect(lines.join('\n')).not.toMatch(STACK)
  })

  it('a server error is still logged at error level with its stack', async () => {
    const payload = await getPayload({ config: capturedConfig })
    payload.logger.error({ err: new Error('database unreachable') })
    const [entry] = logged()
    expect(entry.level).toBe(50)
    expect(entry.err?.stack).toContain('database unreachable')
  })
})
