import { expect, test } from '@playwright/test'
import { request as httpRequest } from 'node:http'

import { e2eAdmin } from './support/admin'
import { e2ePort } from './support/server-env'

/** A POST whose body goes out in small chunked pieces, without a Content-Length. */
function chunkedPost(path: string, body: string, type: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      `http://localhost:${e2ePort}${path}`,
      { method: 'POST', headers: { 'content-type': type } },
      (answer) => {
        let text = ''
        answer.on('data', (chunk) => (text += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode!, text }))
      },
    ).on('error', reject)
    for (let at = 0; at < body.length; at += 8) outgoing.write(body.slice(at, at + 8))
    outgoing.end()
  })
}

test('the shop server refuses bodies larger than each address takes', async ({ request }) => {
  const webhook = await request.post('/api/payments/mollie', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: `id=tr_${'a'.repeat(2 * 1024 * 1024)}`,
  })
  expect(webhook.status()).toBe(413)
  const signIn = await request.post('/api/admins/login', {
    data: { email: e2eAdmin.email, password: 'x'.repeat(32 * 1024) },
  })
  expect(signIn.status()).toBe(413)
  expect((await signIn.json()).errors[0].message).toMatch(/at most 16384 bytes/)
  const form = await request.post('/fr', {
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': '0'.repeat(42) },
    data: 'x'.repeat(512 * 1024),
  })
  expect(form.status()).toBe(413)
  expect(form.headers()['content-type']).toMatch(/^text\/html/)
  expect(await form.text()).toContain('Envoi trop volumineux')
})

test('a chunked body within the limit reaches Next.js whole', async () => {
  // The NUL character comes last: only a body read to its end is refused for it (400), not for
  // want of a sign-in (403).
  const review = JSON.stringify({ title: 'Lekker', text: `${'Mals. '.repeat(500)}\u0000` })
  const whole = await chunkedPost('/api/reviews', review, 'application/json')
  expect(whole.status).toBe(400)
  expect(JSON.parse(whole.text).errors[0].message).toMatch(/NUL character/)
  const oversized = await chunkedPost('/api/reviews', 'x'.repeat(64 * 1024), 'application/json')
  expect(oversized.status).toBe(413)
})
