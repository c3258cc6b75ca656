import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { admitFormMessage, admitRegistration } from '@/auth/throttled-sign-in'
import { withClientAddress } from '@/server/client-address'
import { forgetAttempts } from '@/security/throttle'

import { testPayload } from './support/payload'

type Throttle = 'form' | 'register'
const admit = { form: admitFormMessage, register: admitRegistration }

/**
 * The shop server's front (the client-address step of src/server/main.ts) in front of the
 * contact-form and registration throttles, as the actions call them with the request's headers.
 */
async function shopFront(hops: number) {
  const server: Server = createServer(
    withClientAddress(hops, (request, response) => {
      const headers = new Headers(request.headers as Record<string, string>)
      const kind = request.url?.slice(1) as Throttle
      void admit[kind](headers).then((verdict) =>
        response.writeHead(verdict.allowed ? 200 : 429).end(),
      )
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const { port } = server.address() as AddressInfo
  return (kind: Throttle, headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/${kind}`, { headers }).then((answer) => answer.status)
}

const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))))

const buckets = (address: string) => [
  `form:ip:${address}`,
  `form:ip-day:${address}`,
  `register:ip:${address}`,
]

beforeEach(async () => {
  const payload = await testPayload()
  await forgetAttempts(payload, [...buckets('127.0.0.1'), ...buckets('203.0.113.7')])
  await forgetAttempts(payload, buckets('203.0.113.8'))
})

const rotating = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` })

describe('the client address behind the shop server', () => {
  it('keeps the contact-form throttle on the connection when X-Forwarded-For rotates', async () => {
    const send = await shopFront(0)
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push(await send('form', rotating(i)))
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
  })

  it('keeps the registration throttle on the connection when X-Forwarded-For rotates', async () => {
    const send = await shopFront(0)
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) statuses.push(await send('register', rotating(i)))
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.slice(20)).toEqual([429, 429])
  })

  it('replaces a client-address header the visitor sends', async () => {
    const send = await shopFront(0)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(await send('form', { 'x-shop-client-address': `198.51.100.${i}` }))
    expect(statuses.at(-1)).toBe(429)
  })

  it('with one trusted proxy, counts the address that proxy appended, whatever comes before it', async () => {
    const send = await shopFront(1)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(await send('form', { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` }))
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    // Another visitor behind the same proxy has an allowance of their own.
    expect(await send('form', { 'x-forwarded-for': '203.0.113.8' })).toBe(200)
    // The connection itself (127.0.0.1) was never counted.
    for (let i = 0; i < 5; i++) expect(await send('form', {})).toBe(200)
  })
})
