/**
 * A stand-in for Mollie's API over real HTTPS on 127.0.0.1, keeping payments in memory:
 * `POST /v2/payments`, `GET /v2/payments/:id`, `GET /v2/methods`, and a hosted checkout page
 * whose buttons set a payment's status, report it to the shop's webhook and send the browser
 * back to the shop, as Mollie does.
 *
 * Standalone (the end-to-end servers): `npx tsx tests/support/mollie-double.ts`, listening on
 * E2E_MOLLIE_PORT (default 3127).
 */
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

import { testCertificate } from './test-certificate'

export type DoublePaymentStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired'

export type DoublePayment = {
  id: string
  status: DoublePaymentStatus
  amount: { currency: string; value: string }
  description: string
  locale: string | null
  method: string | null
  metadata: unknown
  redirectUrl: string
  webhookUrl: string | null
  createdAt: string
}

/** Methods this test profile has enabled. SOFORT is still listed, so that the shop must drop it. */
type ProfileMethod = { id: string; names: Record<string, string>; min: number }

const profileMethods: ProfileMethod[] = [
  { id: 'bancontact', names: { nl: 'Bancontact', fr: 'Bancontact', en: 'Bancontact' }, min: 0.02 },
  {
    id: 'creditcard',
    names: { nl: 'Creditcard', fr: 'Carte de crédit', en: 'Credit card' },
    min: 0.01,
  },
  { id: 'ideal', names: { nl: 'iDEAL', fr: 'iDEAL', en: 'iDEAL' }, min: 0.01 },
  { id: 'paypal', names: { nl: 'PayPal', fr: 'PayPal', en: 'PayPal' }, min: 0.01 },
  {
    id: 'kbc',
    names: {
      nl: 'KBC/CBC-Betaalknop',
      fr: 'Bouton de paiement KBC/CBC',
      en: 'KBC/CBC Payment Button',
    },
    min: 0.01,
  },
  {
    id: 'belfius',
    names: { nl: 'Belfius Pay Button', fr: 'Belfius Pay Button', en: 'Belfius Pay Button' },
    min: 0.01,
  },
  {
    id: 'banktransfer',
    names: { nl: 'Overboeking', fr: 'Virement bancaire', en: 'Bank transfer' },
    min: 0.01,
  },
  {
    id: 'sofort',
    names: { nl: 'SOFORT Banking', fr: 'SOFORT Banking', en: 'SOFORT Banking' },
    min: 0.1,
  },
]

const wallets: ProfileMethod[] = [
  { id: 'applepay', names: { nl: 'Apple Pay', fr: 'Apple Pay', en: 'Apple Pay' }, min: 0.01 },
]

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/hal+json' })
  response.end(JSON.stringify(body))
}

const problem = (response: ServerResponse, status: number, title: string, detail: string) =>
  json(response, status, { status, title, detail, _links: {} })

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export type MollieDouble = {
  /** The API address to give the client (`MOLLIE_API_ENDPOINT`). */
  endpoint: string
  origin: string
  payments: Map<string, DoublePayment>
  /** Every request the API part received, for tests that check what the shop sent. */
  requests: Array<{ method: string; path: string; body: unknown }>
  /** While true, the API answers 503 to everything (Mollie is down). */
  down: boolean
  /** Sets a payment's status without telling anyone (the webhook is the test's to call). */
  setStatus(id: string, status: DoublePaymentStatus): void
  close(): Promise<void>
}

export async function startMollieDouble(
  options: { port?: number; certificate?: { cert: string; key: string } } = {},
): Promise<MollieDouble> {
  const { cert, key } = options.certificate ?? (await testCertificate())
  const payments = new Map<string, DoublePayment>()
  const requests: MollieDouble['requests'] = []
  let origin = ''

  const resource = (payment: DoublePayment) => ({
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: false,
    locale: payment.locale,
    profileId: 'pfl_double',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    _links: {
      self: { href: `${origin}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      ...(payment.status === 'open'
        ? { checkout: { href: `${origin}/checkout/${payment.id}`, type: 'text/html' } }
        : {}),
    },
  })

  async function api(request: IncomingMessage, response: ServerResponse, url: URL) {
    const text = request.method === 'POST' ? await readBody(request) : ''
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null
    requests.push({ method: request.method ?? '', path: url.pathname + url.search, body })
    if (double.down) {
      response.writeHead(503, { 'Retry-After': '0', 'Content-Type': 'application/hal+json' })
      return response.end(JSON.stringify({ status: 503, title: 'Service Unavailable' }))
    }
    if (!/^Bearer (test|live)_\w{30,}$/.test(request.headers.authorization ?? ''))
      return problem(response, 401, 'Unauthorized Request', 'Missing authentication')

    if (request.method === 'GET' && url.pathname === '/v2/methods') {
      // Without an amount, every enabled method (Mollie's API reference, "List payment methods":
      // the amount parameters only narrow the list to methods that accept that amount).
      const amount = url.searchParams.get('amount[value]')
      const value = amount === null ? Number.POSITIVE_INFINITY : Number(amount)
      const language = (url.searchParams.get('locale') ?? 'en_US').slice(0, 2)
      const withWallets = (url.searchParams.get('includeWallets') ?? '').includes('applepay')
      const methods = [...profileMethods, ...(withWallets ? wallets : [])]
        .filter((method) => value >= method.min)
        .map((method) => ({
          resource: 'method',
          id: method.id,
          description: method.names[language] ?? method.names.en,
          status: 'activated',
          image: { size1x: '', size2x: '', svg: '' },
          _links: {},
        }))
      return json(response, 200, { count: methods.length, _embedded: { methods }, _links: {} })
    }

    if (request.method === 'POST' && url.pathname === '/v2/payments') {
      const amount = body?.amount as DoublePayment['amount'] | undefined
      if (!amount || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value))
        return problem(response, 422, 'Unprocessable Entity', 'The amount is invalid')
      if (typeof body?.redirectUrl !== 'string')
        return problem(response, 422, 'Unprocessable Entity', 'The redirect URL is missing')
      const method = typeof body.method === 'string' ? body.method : null
      if (method && !profileMethods.concat(wallets).some((known) => known.id === method))
        return problem(response, 422, 'Unprocessable Entity', 'The method is not enabled')
      const payment: DoublePayment = {
        id: `tr_${randomBytes(6).toString('hex')}`,
        status: 'open',
        amount,
        description: String(body.description ?? ''),
        locale: typeof body.locale === 'string' ? body.locale : null,
        method,
        metadata: body.metadata ?? null,
        redirectUrl: body.redirectUrl,
        webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
        createdAt: new Date().toISOString(),
      }
      payments.set(payment.id, payment)
      return json(response, 201, resource(payment))
    }

    const one = /^\/v2\/payments\/(tr_\w+)$/.exec(url.pathname)
    if (request.method === 'GET' && one) {
      const payment = payments.get(one[1])
      if (!payment)
        return problem(response, 404, 'Not Found', `No payment exists with token ${one[1]}.`)
      return json(response, 200, resource(payment))
    }
    return problem(response, 404, 'Not Found', 'Unknown endpoint')
  }

  /** The hosted checkout: four buttons, each an outcome. */
  async function checkout(request: IncomingMessage, response: ServerResponse, id: string) {
    const payment = payments.get(id)
    if (!payment) {
      response.writeHead(404, { 'Content-Type': 'text/plain' })
      return response.end('Unknown payment')
    }
    if (request.method === 'POST') {
      const status = new URLSearchParams(await readBody(request)).get('status')
      if (status === 'paid' || status === 'failed' || status === 'canceled' || status === 'expired')
        payment.status = status
      if (payment.webhookUrl)
        await fetch(payment.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id: payment.id }).toString(),
        }).catch(() => undefined)
      response.writeHead(303, { Location: payment.redirectUrl })
      return response.end()
    }
    const buttons = ['paid', 'failed', 'canceled', 'expired']
      .map((status) => `<button name="status" value="${status}">${status}</button>`)
      .join(' ')
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html><head><title>Mollie test checkout</title></head><body>
<h1>Test payment ${escapeHtml(payment.id)}</h1>
<p data-testid="payment-method">${escapeHtml(payment.method ?? '')}</p>
<p data-testid="payment-amount">${escapeHtml(payment.amount.currency)} ${escapeHtml(payment.amount.value)}</p>
<p>${escapeHtml(payment.description)}</p>
<form method="post">${buttons}</form>
</body></html>`)
  }

  const server: Server = createServer({ cert, key }, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://127.0.0.1')
    const page = /^\/checkout\/(tr_\w+)$/.exec(url.pathname)
    const handled = page ? checkout(request, response, page[1]) : api(request, response, url)
    handled.catch((error: unknown) => {
      if (!response.headersSent) problem(response, 500, 'Internal Server Error', String(error))
      else response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  const double: MollieDouble = {
    endpoint: `${origin}/v2/`,
    origin,
    payments,
    requests,
    down: false,
    setStatus(id, status) {
      const payment = payments.get(id)
      if (!payment) throw new Error(`No payment ${id}`)
      payment.status = status
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return double
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const double = await startMollieDouble({ port: Number(process.env.E2E_MOLLIE_PORT || 3127) })
  console.log(`Mollie test double on ${double.endpoint}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void double.close().then(() => process.exit(0)))
}
