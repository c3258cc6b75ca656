import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload, uniqueSlug } from './support/payload'
import { rest } from './support/rest'
import { stockOf, testProduct } from './support/native-shop'

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
