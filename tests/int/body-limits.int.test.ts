import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { DELETE, PATCH, POST, PUT } from '@/app/(payload)/api/[...slug]/route'
import { mollieWebhook } from '@/app/api/payments/mollie/webhook'
import { capRequestBodies } from '@/server/body-cap'

import { testPayload, uniqueSlug } from './support/payload'
import { rest } from './support/rest'

const rest_ = { POST, PATCH, PUT, DELETE }
const paymentChanged = vi.fn<(id: string) => Promise<void>>(async () => undefined)
const mollie = mollieWebhook(paymentChanged)
/** The addresses that reached the app behind the shop server, with the bytes each body had. */
const reached: { path: string; bytes: number }[] = []

/**
 * What Next.js would route to, behind the shop server's body limits: the Mollie webhook and
 * Payload's REST handlers themselves; next-auth and the pages' server actions need Next.js
 * itself, so a stand-in there says what reached it.
 */
async function app(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const bytes = (await request.clone().arrayBuffer()).byteLength
  reached.push({ path: pathname, bytes })
  if (pathname === '/api/payments/mollie') return mollie(request)
  if (pathname.startsWith('/api/auth/') || !pathname.startsWith('/api/'))
    return Response.json({ bytes })
  const slug = pathname.replace(/^\/api\//, '').split('/')
  return rest_[request.method as keyof typeof rest_](request, { params: Promise.resolve({ slug }) })
}

async function toRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers))
    if (typeof value === 'string' && name !== 'transfer-encoding') headers.set(name, value)
  return new Request(`http://localhost:3000${incoming.url}`, {
    method: incoming.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  })
}

let server: Server
let origin: string
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // As src/server/main.ts puts it in front of Next.js.
  const front = capRequestBodies(
    (incoming, outgoing) =>
      void toRequest(incoming)
        .then(app)
        .then(async (answer) => {
          outgoing.writeHead(answer.status, Object.fromEntries(answer.headers))
          outgoing.end(Buffer.from(await answer.arrayBuffer()))
        }),
    { secret: process.env.PAYLOAD_SECRET, lingerMs: 200, answersContinue: true },
  )
  server = createServer(front).on('checkContinue', front)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((done) => server.close(done)))

beforeEach(() => {
  reached.length = 0
  paymentChanged.mockClear()
})

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { method: 'POST', body, headers })

const json = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
})

async function staffMember() {
  const email = `${uniqueSlug('bodies')}@example.be`
  await payload.create({ collection: 'admins', data: { email, password: 'bodies-password-123' } })
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'bodies-password-123' },
  })
  return { email, token: login.body.token as string }
}

describe('request bodies behind the shop server', () => {
  it('refuses a webhook body beyond a payment id, unread, and still takes a real one', async () => {
    const answer = await post('/api/payments/mollie', `id=tr_${'a'.repeat(2 * 1024 * 1024)}`)
    expect(answer.status).toBe(413)
    expect((await answer.json()).errors[0].message).toMatch(/at most 1024 bytes/)
    const catalog = await post('/api/storefront/catalog-changed', 'x'.repeat(100 * 1024))
    expect(catalog.status).toBe(413)
    expect(reached).toEqual([])
    expect(paymentChanged).not.toHaveBeenCalled()

    expect((await post('/api/payments/mollie', 'id=tr_abc123')).status).toBe(200)
    expect(paymentChanged).toHaveBeenCalledWith('tr_abc123')
  })

  it('refuses oversized sign-in forms, and signs staff in with a normal one', async () => {
    const { email } = await staffMember()
    const padded = json({ email, password: 'x'.repeat(20 * 1024) })
    const staff = await post('/api/admins/login', padded.body, padded.headers)
    expect(staff.status).toBe(413)
    expect(staff.headers.get('content-type')).toMatch(/^application\/json/)
    const customer = await post(
      '/api/auth/callback/credentials',
      new URLSearchParams({ email: 'a@example.be', password: 'y'.repeat(20 * 1024) }),
    )
    expect(customer.status).toBe(413)
    const recovery = json({ email, padding: 'z'.repeat(20 * 1024) })
    expect(
      (await post('/api/admins/forgot-password', recovery.body, recovery.headers)).status,
    ).toBe(413)
    expect(reached).toEqual([])

    const login = json({ email, password: 'bodies-password-123' })
    const signedIn = await post('/api/admins/login', login.body, login.headers)
    expect(signedIn.status).toBe(200)
    const form = new URLSearchParams({ email: 'a@example.be', password: 'secret-password' })
    expect((await post('/api/auth/callback/credentials', form)).status).toBe(200)
    expect(reached.map(({ path }) => path)).toEqual([
      '/api/admins/login',
      '/api/auth/callback/credentials',
    ])
  })

  it('refuses an anonymous REST write beyond 16 kB; a normal one reaches Payload (which refuses it)', async () => {
    const before = await payload.count({ collection: 'reviews', overrideAccess: true })
    const review = json({ title: 'Lekker', text: 'x'.repeat(64 * 1024), rating: 5 })
    const answer = await post('/api/reviews', review.body, review.headers)
    expect(answer.status).toBe(413)
    expect(reached).toEqual([])
    const small = json({ title: 'Lekker', text: 'Mals en sappig.', rating: 5 })
    expect((await post('/api/reviews', small.body, small.headers)).status).toBe(403)
    expect(await payload.count({ collection: 'reviews', overrideAccess: true })).toEqual(before)
  })

  it('answers an oversized storefront form with the shop page in its language; a normal form gets through', async () => {
    const form = new URLSearchParams({ message: 'x'.repeat(200 * 1024) })
    const french = await post('/fr/contact', form, { 'next-action': 'abc' })
    expect(french.status).toBe(413)
    expect(french.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await french.text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('Envoi trop volumineux')
    const english = await post('/contact', form, { cookie: 'NEXT_LOCALE=en' })
    expect(await english.text()).toContain('Too much to send')
    const dutch = await post('/contact', form)
    expect(await dutch.text()).toContain('Te veel om te versturen')
    expect(reached).toEqual([])

    const normal = new URLSearchParams({ message: 'Hallo! '.repeat(1000) })
    const answer = await post('/fr/contact', normal, { 'next-action': 'abc' })
    expect(answer.status).toBe(200)
    expect(reached).toEqual([{ path: '/fr/contact', bytes: normal.toString().length }])
  })

  it('lets a signed-in admin upload a picture, and nobody else', async () => {
    const { token } = await staffMember()
    const picture = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#a33',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
    expect(picture.length).toBeGreaterThan(64 * 1024)
    const upload = () => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'rib.jpg')
      form.append('_payload', JSON.stringify({ alt: 'Côte à l’os' }))
      return form
    }
    const before = await payload.count({ collection: 'media', overrideAccess: true })
    const forged = `${token.slice(0, -4)}AAAA`
    for (const cookie of ['', `payload-token=${forged}`, 'payload-token=%E0%A4%A'])
      expect((await post('/api/media', upload(), { cookie })).status).toBe(413)
    expect(reached).toEqual([])
    expect(await payload.count({ collection: 'media', overrideAccess: true })).toEqual(before)

    const answer = await post('/api/media', upload(), { cookie: `payload-token=${token}` })
    expect(answer.status).toBe(201)
    const { doc } = await answer.json()
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  })
})

type Sent = { status: number; body: string; sent: number }

/**
 * A POST whose body is written in 16 kB pieces until the server answers or `total` bytes are
 * sent: chunked, or under a declared Content-Length.
 */
function stream(path: string, total: number, headers: Record<string, string> = {}) {
  return new Promise<Sent>((resolve, reject) => {
    const url = new URL(path, origin)
    let sent = 0
    let answered = false
    const piece = Buffer.alloc(16 * 1024, 'a')
    const outgoing = httpRequest(url, { method: 'POST', headers }, (answer) => {
      answered = true
      let body = ''
      answer
        .on('data', (chunk) => (body += chunk))
        .on('end', () => resolve({ status: answer.statusCode!, body, sent }))
    })
    outgoing.on('error', (error) => (answered ? undefined : reject(error)))
    const next = () => {
      if (answered || sent >= total) return outgoing.end()
      sent += piece.length
      outgoing.write(piece, () => setImmediate(next))
    }
    next()
  })
}

describe('chunked bodies and bodies that never end', () => {
  it('cuts off a chunked body as soon as it passes the limit', async () => {
    const answer = await stream('/api/reviews', 200 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(answer.sent).toBeLessThan(16 * 1024 * 1024)
    expect(reached).toEqual([])
  })

  it('answers a declared length beyond the limit before the body is sent', async () => {
    const answer = await stream('/api/admins/login', 1024 * 1024 * 1024, {
      'content-length': String(1024 * 1024 * 1024),
    })
    expect(answer.status).toBe(413)
    expect(answer.sent).toBeLessThan(16 * 1024 * 1024)
    expect(reached).toEqual([])
  })

  it('hands a chunked body under the limit on whole', async () => {
    const { email } = await staffMember()
    const login = JSON.stringify({ email, password: 'bodies-password-123' })
    const answer = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(
        new URL('/api/admins/login', origin),
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (incoming) => resolve(incoming.resume().statusCode!),
      ).on('error', reject)
      for (const character of login) outgoing.write(character)
      outgoing.end()
    })
    expect(answer).toBe(200)
    expect(reached).toEqual([{ path: '/api/admins/login', bytes: Buffer.byteLength(login) }])
  })

  it('asks for a body that waits for "100 Continue" only when it fits', async () => {
    const ask = (body: string) =>
      new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
        let continued = false
        const outgoing = httpRequest(
          new URL('/api/payments/mollie', origin),
          {
            method: 'POST',
            headers: { expect: '100-continue', 'content-length': String(body.length) },
          },
          (answer) => resolve({ status: answer.resume().statusCode!, continued }),
        ).on('error', reject)
        outgoing.on('continue', () => {
          continued = true
          outgoing.end(body)
        })
        outgoing.flushHeaders()
      })
    expect(await ask(`id=tr_${'a'.repeat(4096)}`)).toEqual({ status: 413, continued: false })
    expect(paymentChanged).not.toHaveBeenCalled()
    expect(await ask('id=tr_abc123')).toEqual({ status: 200, continued: true })
    expect(paymentChanged).toHaveBeenCalledWith('tr_abc123')
  })
})
