import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { inTransaction } from '@/database/transaction'
import { deliverQueuedMail, queueMail } from '@/mail/outbox'
import { seedSettings } from '@/seed/settings'

import { startMailCatcher } from '../support/mail-catcher'
import { gentDetails } from '../support/addresses'
import { guestShopper } from './support/commerce'
import { mondayMorning, readyToOrder, testOrderLinks, testProduct } from './support/native-shop'
import { testPayload, uniqueSlug } from './support/payload'

const cart = nativeCart(testPayload, () => mondayMorning)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: () => mondayMorning })
const details = gentDetails()

/** A port nothing listens on: the mail server is down. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

const inTwoMinutes = () => new Date(Date.now() + 2 * 60_000)

async function outboxFor(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { recipient: { equals: email } },
    depth: 0,
  })
  return docs
}

async function placeOrderFor(email: string) {
  const product = await testProduct('Uitgesteldemail', { stock: 5, priceCents: 1500 })
  const shopper = await readyToOrder({ cart, checkout }, [{ id: product.id }], {
    shopper: await guestShopper('nl'),
    details: { ...details, email },
  })
  return checkout.placeOrder(shopper, {
    paymentMethod: 'banktransfer',
    idempotencyKey: randomUUID(),
  })
}

describe('e-mails queued with the change, sent after it commits', () => {
  const previousUrl = process.env.SMTP_URL
  let port = 0

  beforeAll(async () => {
    await seedSettings(await testPayload())
    port = await closedPort()
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  })
  afterAll(() => {
    if (previousUrl === undefined) delete process.env.SMTP_URL
    else process.env.SMTP_URL = previousUrl
  })

  it('keeps an order confirmation through a mail server outage and sends it once after', async () => {
    const email = `${uniqueSlug('outage')}@example.be`

    const placed = await placeOrderFor(email)

    expect(placed.number).toMatch(/^2026-\d{6}$/)
    // The failed attempt is written just after the order's request ends.
    await expect.poll(async () => (await outboxFor(email))[0]?.lastError ?? null).toBeTruthy()
    const [waiting] = await outboxFor(email)
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null })
    expect(waiting.subject).toContain(placed.number)
    expect(waiting.lastError).toMatch(/ECONNREFUSED/)
    expect(new Date(waiting.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 30_000)
    // Not due yet: the runner leaves it for now.
    expect(await deliverQueuedMail(await testPayload(), { id: waiting.id })).toEqual({
      sent: 0,
      failed: 0,
    })

    const catcher = await startMailCatcher(port)
    try {
      // Two servers' runners try at once when it is due: one sends it.
      const payload = await testPayload()
      const runs = await Promise.all([
        deliverQueuedMail(payload, { dueBy: inTwoMinutes() }),
        deliverQueuedMail(payload, { dueBy: inTwoMinutes() }),
      ])
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(1)
      const mails = catcher.to(email)
      expect(mails).toHaveLength(1)
      expect(mails[0].subject).toContain(placed.number)
      const [sent] = await outboxFor(email)
      expect(sent.sentAt).not.toBeNull()
      expect(sent.lastError).toBeNull()

      await deliverQueuedMail(payload, { dueBy: inTwoMinutes() })
      expect(catcher.to(email)).toHaveLength(1)
    } finally {
      await catcher.stop()
    }
  })

  it('sends at once, still once, when the mail server is up', async () => {
    const catcher = await startMailCatcher(port)
    try {
      const email = `${uniqueSlug('upright')}@example.be`
      const placed = await placeOrderFor(email)

      expect(catcher.to(email).map((mail) => mail.subject)).toEqual([
        expect.stringContaining(placed.number),
      ])
      await expect.poll(async () => (await outboxFor(email))[0]?.sentAt ?? null).toBeTruthy()
      const [sent] = await outboxFor(email)
      expect(sent).toMatchObject({ attempts: 1 })
      await deliverQueuedMail(await testPayload(), { dueBy: inTwoMinutes() })
      expect(catcher.to(email)).toHaveLength(1)
    } finally {
      await catcher.stop()
    }
  })

  it('neither keeps nor sends the e-mail of a change that rolls back', async () => {
    const catcher = await startMailCatcher(port)
    try {
      const email = `${uniqueSlug('rolled-back')}@example.be`
      const payload = await testPayload()
      await expect(
        inTransaction(payload, async (req) => {
          await queueMail(payload, req, { to: email, subject: 'Never', text: 'Never sent' })
          throw new Error('The change is refused')
        }),
      ).rejects.toThrow('The change is refused')

      expect(await outboxFor(email)).toEqual([])
      await deliverQueuedMail(payload, { dueBy: inTwoMinutes() })
      expect(catcher.to(email)).toEqual([])
    } finally {
      await catcher.stop()
    }
  })
})
