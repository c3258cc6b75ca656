import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  NopHttpError,
  type NopCallFailure,
  NopUnavailable,
  nopClient,
} from '@/commerce/nopcommerce/http-client'

type Seen = { method: string; url: string; authorization?: string; body: string }
type Reply = (req: IncomingMessage, res: ServerResponse) => void

// A real HTTP server whose answers each test scripts, in order.
let server: Server
let baseUrl: string
let seen: Seen[]
let replies: Reply[]

const json =
  (status: number, body: unknown): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
const hang: Reply = () => {}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        body,
      })
      ;(replies.shift() ?? json(200, {}))(req, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

beforeEach(() => {
  seen = []
  replies = []
})

describe('the nopCommerce client', () => {
  it('calls the plugin under /api-frontend with the bearer token, in snake_case both ways', async () => {
    replies.push(json(200, { catalog_products_model: { total_items: 3 } }))
    const client = nopClient({ baseUrl: `${baseUrl}/shop` })
    const answer = await client.post('Catalog/SearchProducts', {
      token: 'jwt-token',
      query: { loadImage: true },
      json: { model: { q: 'steak' }, command: { pageNumber: 2 } },
    })
    expect(answer).toEqual({ catalogProductsModel: { totalItems: 3 } })
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/shop/api-frontend/Catalog/SearchProducts?loadImage=true',
      authorization: 'Bearer jwt-token',
    })
    expect(JSON.parse(seen[0].body)).toEqual({ model: { q: 'steak' }, command: { page_number: 2 } })
  })

  it('sends a dictionary body with its keys as they are', async () => {
    const client = nopClient({ baseUrl })
    await client.post('ShoppingCart/AddProductToCartFromDetails/4', {
      dictionary: { 'addtocart_4.EnteredQuantity': '2' },
    })
    expect(JSON.parse(seen[0].body)).toEqual({ 'addtocart_4.EnteredQuantity': '2' })
  })

  it('tries a read once more on 503, and a change never', async () => {
    replies.push(json(503, {}), json(200, { ok: true }))
    const client = nopClient({ baseUrl })
    expect(await client.get('ShoppingCart/Cart')).toEqual({ ok: true })
    expect(seen).toHaveLength(2)

    seen = []
    replies.push(json(503, {}), json(200, { ok: true }))
    await expect(client.post('Checkout/ConfirmOrder')).rejects.toBeInstanceOf(NopUnavailable)
    expect(seen).toHaveLength(1)
  })

  it('does not retry a refused request, and hands its status and body to the caller', async () => {
    replies.push(json(400, { errors: ['Quantity too high'] }))
    const client = nopClient({ baseUrl })
    const error = await client.get('Catalog/GetCategory/99').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NopHttpError)
    expect((error as NopHttpError).status).toBe(400)
    expect((error as NopHttpError).body).toEqual({ errors: ['Quantity too high'] })
    expect(seen).toHaveLength(1)
  })

  it('gives up on a call that takes longer than the timeout, and says which and how long', async () => {
    replies.push(hang, hang)
    const failures: NopCallFailure[] = []
    const client = nopClient({ baseUrl, timeoutMs: 300, onFailure: (f) => failures.push(f) })
    const started = Date.now()
    await expect(client.get('Customer/Info', { token: 'secret-token' })).rejects.toBeInstanceOf(
      NopUnavailable,
    )
    expect(Date.now() - started).toBeLessThan(1500)
    expect(failures[0]).toMatchObject({ call: 'GET Customer/Info', status: null })
    expect(failures[0].ms).toBeGreaterThanOrEqual(250)
    expect(JSON.stringify(failures)).not.toContain('secret-token')
  })

  it('stops calling a failing backend for a while, then tries it again', async () => {
    const failures: NopCallFailure[] = []
    const client = nopClient({
      baseUrl,
      breaker: { failures: 3, openMs: 400 },
      onFailure: (f) => failures.push(f),
    })
    for (let i = 0; i < 3; i++) {
      replies.push(json(500, {}))
      await expect(client.post('Checkout/ConfirmOrder')).rejects.toBeInstanceOf(NopUnavailable)
    }
    const calls = seen.length
    await expect(client.get('ShoppingCart/Cart')).rejects.toBeInstanceOf(NopUnavailable)
    expect(seen.length).toBe(calls)
    expect(failures.at(-1)).toMatchObject({ call: 'GET ShoppingCart/Cart', reason: 'open' })

    await new Promise((resolve) => setTimeout(resolve, 450))
    replies.push(json(200, { items: [] }))
    expect(await client.get('ShoppingCart/Cart')).toEqual({ items: [] })
  })

  it('does not count refused requests as the backend failing', async () => {
    const client = nopClient({ baseUrl, breaker: { failures: 2, openMs: 10_000 } })
    for (let i = 0; i < 4; i++) {
      replies.push(json(404, {}))
      await expect(client.get('Product/GetProductDetails/999')).rejects.toBeInstanceOf(NopHttpError)
    }
    replies.push(json(200, { id: 1 }))
    expect(await client.get('Product/GetProductDetails/1')).toEqual({ id: 1 })
  })

  it('reads a file with its type and name', async () => {
    replies.push((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="order_12.pdf"',
      })
      res.end(Buffer.from('%PDF-1.7'))
    })
    const file = await nopClient({ baseUrl }).bytes('Order/GetPdfInvoice/12', { token: 't' })
    expect(file.contentType).toBe('application/pdf')
    expect(file.filename).toBe('order_12.pdf')
    expect(Buffer.from(file.content).toString()).toBe('%PDF-1.7')
  })
})
