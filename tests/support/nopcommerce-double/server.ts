/**
 * A stand-in for a nopCommerce shop with the Web API Frontend plugin, for development and tests
 * (not part of the shop): a real HTTP server answering `/api-frontend/...` with the plugin's wire
 * shapes (snake_case) and status codes, keeping its state in memory, seeded with the demo
 * catalog.
 *
 * Standalone: `npx tsx tests/support/nopcommerce-double/server.ts`, listening on
 * NOPCOMMERCE_DOUBLE_PORT (default 3129).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

import { bearerOf } from '@/commerce/nopcommerce/session'

import { addCouponCode } from './cart-pricing'
import type { DoubleAnswer, DoubleRoute } from './http'
import { outbox } from './outbox'
import { pictureFile } from './pictures'
import { servePicturesFrom } from './routes/catalog-models'
import { authRoutes } from './routes/auth'
import { cartRoutes } from './routes/cart'
import { catalogRoutes } from './routes/catalog'
import { checkoutRoutes } from './routes/checkout'
import { customersRoutes } from './routes/customers'
import { loginRoutes } from './routes/login'
import { newsletterRoutes } from './routes/newsletter'
import { ordersRoutes } from './routes/orders'
import { reviewsRoutes } from './routes/reviews'
import { newState, type DoubleState } from './state'

const routes: DoubleRoute[] = [
  ...authRoutes,
  ...catalogRoutes,
  ...customersRoutes,
  ...cartRoutes,
  ...loginRoutes,
  ...checkoutRoutes,
  ...ordersRoutes,
  ...newsletterRoutes,
  ...reviewsRoutes,
]

export type NopDouble = {
  url: string
  state: DoubleState
  /** Every answer waits this long first (a slow backend). */
  delayMs: number
  /** Every call is counted here by route, e.g. `GET Catalog/GetCatalogRoot`. */
  calls: Map<string, number>
  /** While true, every plugin call has its connection dropped, as by a stopped server. */
  outage: boolean
  /** While true, the optional extension routes answer too; off, the stand-in is the stock plugin. */
  extensions: boolean
  close(): Promise<void>
}

const compiled = routes.map((route) => {
  const names: string[] = []
  const pattern = route.path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { route, names, regex: new RegExp(`^/api-frontend/${pattern}$`, 'i') }
})

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function send(res: ServerResponse, answer: DoubleAnswer) {
  const status = answer.status ?? 200
  if ('bytes' in answer) {
    res.writeHead(status, {
      'content-type': answer.contentType,
      'content-disposition': `attachment; filename="${answer.filename}"`,
    })
    return res.end(answer.bytes)
  }
  if ('json' in answer) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    return res.end(JSON.stringify(answer.json))
  }
  res.writeHead(status)
  res.end()
}

export async function startNopDouble({ port = 0, state = newState() } = {}): Promise<NopDouble> {
  const double: NopDouble = {
    url: '',
    state,
    delayMs: 0,
    calls: new Map(),
    outage: false,
    extensions: false,
    close: async () => {},
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname.startsWith('/__double/')) return control(url, req, res)
    if (url.pathname.startsWith('/images/thumbs/'))
      return send(res, await pictureFile(url.pathname))
    if (double.outage) return req.socket.destroy()
    const method = req.method ?? 'GET'
    const onPath = compiled
      .map((entry) => ({ entry, found: entry.regex.exec(url.pathname) }))
      .filter(({ entry, found }) => found && (double.extensions || !entry.route.extension))
    const match = onPath.find(({ entry }) => entry.route.method === method)
    // ASP.NET Core's routing: a path the plugin has, asked with another verb, is 405 (an
    // address edit sent as POST, say); a path it does not have is 404.
    if (!match?.found) return send(res, onPath.length ? { status: 405 } : { status: 404 })
    const { entry, found } = match
    double.calls.set(
      `${method} ${entry.route.path}`,
      (double.calls.get(`${method} ${entry.route.path}`) ?? 0) + 1,
    )
    if (double.delayMs) await new Promise((resolve) => setTimeout(resolve, double.delayMs))
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null
    const customerId = token ? state.tokens.get(token) : undefined
    const answer = await entry.route.handle({
      params: Object.fromEntries(
        entry.names.map((name, index) => [name, decodeURIComponent(found[index + 1])]),
      ),
      query: url.searchParams,
      body: await readJson(req),
      customer: customerId === undefined ? null : (state.customers.get(customerId) ?? null),
      token: customerId === undefined ? null : token,
      state,
    })
    send(res, answer)
  }

  /** What tests in another process (the end-to-end ones) may ask of the stand-in; not the plugin's. */
  function control(url: URL, req: IncomingMessage, res: ServerResponse) {
    if (url.pathname === '/__double/health') return send(res, { json: { ok: true } })
    if (url.pathname === '/__double/orders') return send(res, { json: [...state.orders.values()] })
    if (url.pathname === '/__double/outbox') {
      // The messages nopCommerce sent an address, oldest first, with the link in each.
      const to = url.searchParams.get('to')?.toLowerCase()
      return send(res, { json: outbox(state).filter((mail) => mail.to === to) })
    }
    if (url.pathname === '/__double/forget-session' && req.method === 'POST') {
      // As nopCommerce's clean-up of idle guests: the token it handed out is unknown now. The
      // storefront's session (its cookie) holds the token after the customer id (session.ts).
      const forgotten = state.tokens.delete(bearerOf(url.searchParams.get('token') ?? ''))
      return send(res, { json: { forgotten } })
    }
    if (url.pathname === '/__double/price' && req.method === 'POST') {
      // The shop owner changes a price in nopCommerce's admin.
      const product = state.products.find(
        ({ id }) => id === Number(url.searchParams.get('product')),
      )
      if (!product) return send(res, { status: 404, json: { message: 'Not found' } })
      product.priceCents = Number(url.searchParams.get('cents'))
      return send(res, { json: { id: product.id, priceCents: product.priceCents } })
    }
    if (url.pathname === '/__double/discount' && req.method === 'POST') {
      // The shop owner adds a coupon code in nopCommerce's admin (percent off, no bounds).
      const code = url.searchParams.get('code') ?? ''
      addCouponCode(state, code, Number(url.searchParams.get('percent') ?? 10))
      return send(res, { json: { code } })
    }
    if (url.pathname === '/__double/extensions' && req.method === 'POST') {
      double.extensions = url.searchParams.get('on') === 'true'
      return send(res, { json: { extensions: double.extensions } })
    }
    if (url.pathname === '/__double/outage' && req.method === 'POST') {
      double.outage = url.searchParams.get('on') === 'true'
      return send(res, { json: { outage: double.outage } })
    }
    send(res, { status: 404, json: { message: 'Not found' } })
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('nopCommerce double failed', error)
      send(res, { status: 500, json: { message: 'Internal server error' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servePicturesFrom(double.url)
  double.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return double
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const double = await startNopDouble({ port: Number(process.env.NOPCOMMERCE_DOUBLE_PORT || 3129) })
  console.log(`nopCommerce double on ${double.url}`)
}
