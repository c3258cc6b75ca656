import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { takeStock } from '@/commerce/native/stock'
import { inTransaction } from '@/database/transaction'
import { seedSettings } from '@/seed/settings'

import { guestShopper } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import {
  mondayMorning,
  readyToOrder,
  stockOf,
  testOrderLinks,
  testProduct,
} from './support/native-shop'
import { staffSaveUnderWay, testPayload, uniqueSlug } from './support/payload'
import { rest } from './support/rest'

const cart = nativeCart(testPayload, () => mondayMorning)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: () => mondayMorning })
catchShopMail()

let payload: Payload
let admin: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  const email = `${uniqueSlug('stock')}@example.be`
  await payload.create({ collection: 'admins', data: { email, password: 'stock-password-123' } })
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'stock-password-123' },
  })
  expect(login.status).toBe(200)
  admin = { authorization: `JWT ${login.body.token as string}` }
  await seedSettings(payload)
}, 120_000)

const product = (stock: number) => testProduct('Voorraadworst', { stock })

describe('stock in the admin', () => {
  it('never writes back the stock an open form showed: orders took some meanwhile', async () => {
    const { id } = await product(10)
    // Orders take 4 while the owner edits the price in a form that still shows 10.
    await payload.update({ collection: 'products', id, data: { stock: 6 } })
    const saved = await rest('PATCH', `/api/products/${id}`, {
      headers: admin,
      body: { priceCents: 950, stock: 10, _status: 'published' },
    })
    expect(saved.status).toBe(200)
    expect(await stockOf(id)).toBe(6)
    expect((await payload.findByID({ collection: 'products', id })).priceCents).toBe(950)
  })

  it('adds the adjustment to the stock there is now, also when publishing a draft', async () => {
    const { id } = await product(3)
    const delivered = await rest('PATCH', `/api/products/${id}`, {
      headers: admin,
      body: { stock: 0, stockAdjustment: 12, _status: 'published' },
    })
    expect(delivered.status).toBe(200)
    expect(await stockOf(id)).toBe(15)
    const spoiled = await rest('PATCH', `/api/products/${id}`, {
      headers: admin,
      body: { stockAdjustment: -2 },
    })
    expect(spoiled.status).toBe(200)
    expect(await stockOf(id)).toBe(13)
  })

  it('refuses to go below zero, in the admin’s language, and changes nothing', async () => {
    const { id } = await product(2)
    const refused = await rest('PATCH', `/api/products/${id}?locale=fr`, {
      headers: { ...admin, 'accept-language': 'fr' },
      body: { stockAdjustment: -3, priceCents: 1 },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('il ne peut pas passer sous zéro')
    expect(await stockOf(id)).toBe(2)
    expect((await payload.findByID({ collection: 'products', id })).priceCents).toBe(900)
  })

  it('an autosaved draft changes no stock; publishing applies the adjustment once', async () => {
    const { id } = await product(5)
    const autosave = await rest('PATCH', `/api/products/${id}?draft=true&autosave=true`, {
      headers: admin,
      body: { stockAdjustment: 4, priceCents: 990, _status: 'draft' },
    })
    expect(autosave.status).toBe(200)
    expect(await stockOf(id)).toBe(5)
    const published = await rest('PATCH', `/api/products/${id}`, {
      headers: admin,
      body: { stockAdjustment: 4, priceCents: 990, _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(await stockOf(id)).toBe(9)
  })

  it('lets the shop’s own code set the stock', async () => {
    const { id } = await product(2)
    await payload.update({ collection: 'products', id, data: { stock: 7 } })
    expect(await stockOf(id)).toBe(7)
  })
})

describe('stock of a product not on sale', () => {
  it('is typed in when the owner makes the product', async () => {
    const made = await rest('POST', '/api/products', {
      headers: admin,
      body: {
        name: uniqueSlug('Nieuwe worst'),
        priceCents: 450,
        unit: 'piece',
        vatClass: 'food',
        stock: 25,
        _status: 'published',
      },
    })
    expect(made.status).toBe(201)
    expect(await stockOf((made.body.doc as { id: number }).id)).toBe(25)
  })

  it('is typed in on a draft never published, and the draft’s stock is what goes on sale', async () => {
    const draft = await rest('POST', '/api/products?draft=true', {
      headers: admin,
      body: { name: uniqueSlug('Ontwerpworst'), priceCents: 450, stock: 0, _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    const id = (draft.body.doc as { id: number }).id
    const typed = await rest('PATCH', `/api/products/${id}?draft=true`, {
      headers: admin,
      body: { stock: 30, _status: 'draft' },
    })
    expect(typed.status).toBe(200)
    const published = await rest('PATCH', `/api/products/${id}`, {
      headers: admin,
      body: { stock: 30, _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(await stockOf(id)).toBe(30)
    // On sale, a typed stock no longer counts: only adjustments do.
    await rest('PATCH', `/api/products/${id}`, { headers: admin, body: { stock: 99 } })
    expect(await stockOf(id)).toBe(30)
  })

  it('is refused below zero, in the admin’s language', async () => {
    const refused = await rest('POST', '/api/products', {
      headers: { ...admin, 'accept-language': 'nl' },
      body: { name: uniqueSlug('Minworst'), priceCents: 450, stock: -1, _status: 'published' },
    })
    expect(refused.status).toBe(400)
  })
})

/** Resolves once some database session waits for a row lock: a write queued behind another. */
async function someoneWaitsForALock(payload: Payload) {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await db.execute<{ waiting: string }>(sql`
      SELECT count(*) AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`)
    if (Number(rows[0].waiting) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('nobody waited for the lock')
}

describe('an adjustment and orders at the same time', () => {
  it('an adjustment made while an order is being placed counts that order', async () => {
    const { id } = await product(100)
    let placeOrder!: () => void
    const orderMayFinish = new Promise<void>((resolve) => (placeOrder = resolve))
    let tookStock!: () => void
    const stockTaken = new Promise<void>((resolve) => (tookStock = resolve))
    const order = inTransaction(payload, async (req) => {
      expect(await takeStock(payload, req, id, 3)).toBe(97)
      tookStock()
      await orderMayFinish
    })
    await stockTaken
    const adjusting = rest('PATCH', `/api/products/${id}`, {
      headers: admin,
      body: { stockAdjustment: 10, stock: 100, _status: 'published' },
    })
    await someoneWaitsForALock(payload)
    placeOrder()
    await order
    expect((await adjusting).status).toBe(200)
    expect(await stockOf(id)).toBe(107)
  })

  it('an order placed while an adjustment is being saved takes from the adjusted stock', async () => {
    const { id } = await product(100)
    const req = await staffSaveUnderWay(payload, 'REST')
    await payload.update({
      collection: 'products',
      id,
      data: { stockAdjustment: 10, stock: 100, _status: 'published' } as Record<string, unknown>,
      req,
    })
    const order = inTransaction(payload, (orderReq) => takeStock(payload, orderReq, id, 3))
    await someoneWaitsForALock(payload)
    await commitTransaction(req)
    expect(await order).toBe(107)
    expect(await stockOf(id)).toBe(107)
  })

  it('loses nothing when shoppers order and the owner adjusts all at once', async () => {
    const { id } = await product(50)
    const shoppers = []
    for (let i = 0; i < 8; i++) {
      shoppers.push(
        await readyToOrder({ cart, checkout }, [{ id }], { shopper: await guestShopper('nl') }),
      )
    }
    const results = await Promise.all([
      ...shoppers.map((shopper) =>
        checkout
          .placeOrder(shopper, { paymentMethod: 'banktransfer', idempotencyKey: randomUUID() })
          .then(() => 'ordered'),
      ),
      ...[5, 5, -2, 4].map((adjustment) =>
        rest('PATCH', `/api/products/${id}`, {
          headers: admin,
          body: { stockAdjustment: adjustment, stock: 50, _status: 'published' },
        }).then((answer) => answer.status),
      ),
    ])
    expect(results).toEqual([...shoppers.map(() => 'ordered'), 200, 200, 200, 200])
    expect(await stockOf(id)).toBe(50 - 8 + 5 + 5 - 2 + 4)
  })
})
