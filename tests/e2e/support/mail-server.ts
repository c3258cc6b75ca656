/**
 * The end-to-end tests' mailbox: SMTP on E2E_SMTP_PORT for the shop, and the caught messages as
 * JSON on E2E_MAIL_PORT (`GET /?to=address`) for the tests.
 */
import { createServer } from 'node:http'

import { startMailCatcher } from '../../support/mail-catcher'

const catcher = await startMailCatcher(Number(process.env.E2E_SMTP_PORT || 3125))

createServer((request, response) => {
  const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to') ?? ''
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify(to ? catcher.to(to) : catcher.messages))
}).listen(Number(process.env.E2E_MAIL_PORT || 3126), '127.0.0.1')

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void catcher.stop().then(() => process.exit(0)))
