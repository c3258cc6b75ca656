import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rest } from './support/rest'
import { testPayload, uniqueSlug } from './support/payload'

let payload: Payload
let productId: number
let staff: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  const product = await payload.create({
    collection: 'products',
    data: {
      name: uniqueSlug('Ribeye'),
      priceCents: 2490,
      stock: 3,
      sku: uniqueSlug('RIB'),
      vatClass: 'food',
      unit: 'piece',
      outOfStock: 'notice',
      _status: 'published',
    },
  })
  productId = product.id
  for (const [title, approved] of [
    ['Heerlijk mals', true],
    ['Wacht nog', false],
  ] as const)
    await payload.create({
      collection: 'reviews',
      data: { product: productId, authorName: 'Els', title, text: 'Top.', rating: 5, approved },
    })
  const email = `${uniqueSlug('staff')}@example.be`
  await payload.create({ collection: 'admins', data: { email, password: 'staff-password-123' } })
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'staff-password-123' },
  })
  staff = { authorization: `JWT ${login.body.token as string}` }
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'reviews', where: { product: { equals: productId } } })
  await payload.delete({ collection: 'products', id: productId })
})

type Joined = { reviews?: { docs: Array<{ id: number; title: string; approved: boolean }> } }

describe("a product's reviews on its admin screen", () => {
  it('lists every review of the product for staff, waiting ones included, newest first', async () => {
    const answer = await rest('GET', `/api/products/${productId}?depth=1`, { headers: staff })
    expect(answer.status).toBe(200)
    const titles = (answer.body as Joined).reviews?.docs.map((review) => review.title)
    expect(titles).toEqual(['Wacht nog', 'Heerlijk mals'])
  })

  it('lets staff approve a review from there', async () => {
    const answer = await rest('GET', `/api/products/${productId}?depth=1`, { headers: staff })
    const waiting = (answer.body as Joined).reviews?.docs.find(
      (review) => review.title === 'Wacht nog',
    )
    const approved = await rest('PATCH', `/api/reviews/${waiting?.id}`, {
      headers: staff,
      body: { approved: true },
    })
    expect(approved.status).toBe(200)
    const shop = await rest('GET', `/api/reviews?where[product][equals]=${productId}&depth=0`)
    expect((shop.body.docs as unknown[]).length).toBe(2)
  })

  it("leaves the join out of the shop's own and anonymous reads", async () => {
    const local = await payload.findByID({ collection: 'products', id: productId, depth: 1 })
    expect((local as Joined).reviews).toBeUndefined()
    const anonymous = await rest('GET', `/api/products/${productId}?depth=1`)
    expect(anonymous.status).toBe(200)
    expect((anonymous.body as Joined).reviews).toBeUndefined()
  })
})
