/**
 * The owner changes the calendar and the settings safely: the delivery calendar, shop settings
 * and notice bar keep versions to restore, a closing day names its reason, and the orders
 * already booked for a day about to close are listed for staff only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shopAddress } from '../support/addresses'
import { rest, staffAndCustomerHeaders } from './support/rest'
import { testPayload, uniqueSlug } from './support/payload'

let payload: Payload
let staff: Record<string, string>
let customer: Record<string, string>
const orderIds: number[] = []

/** A day no other test books: far ahead, in the shop's time zone. */
const closingDay = '2031-03-14'
const otherDay = '2031-03-15'

const order = (deliveryDate: string, lastName: string, status: 'pending' | 'cancelled') =>
  payload.create({
    collection: 'orders',
    data: {
      number: uniqueSlug('2031'),
      status,
      paymentStatus: 'pending',
      shippingStatus: 'not-shipped',
      deliveryMethod: 'pickup',
      deliveryDate,
      billingAddress: {
        firstName: 'Jan',
        lastName,
        email: 'jan@example.be',
        phone: '1',
        street: 'Markt',
        houseNumber: '1',
        postcode: '9000',
        city: 'Gent',
        country: 'BE',
      },
      lines: [{ name: 'Worst', quantity: 1, unitPrice: 100, vatRate: 6, total: 100 }],
      subtotal: 100,
      shipping: 0,
      discount: 0,
      total: 100,
    },
  })

beforeAll(async () => {
  payload = await testPayload()
  ;({ staff, customer } = await staffAndCustomerHeaders(payload))
  for (const [day, name, status] of [
    [closingDay, 'Peeters', 'pending'],
    [closingDay, 'Janssens', 'pending'],
    [closingDay, 'Geannuleerd', 'cancelled'],
    [otherDay, 'Anderedag', 'pending'],
  ] as const)
    orderIds.push((await order(day, name, status)).id)
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'orders', where: { id: { in: orderIds } } })
})

type Versioned = 'delivery-calendar' | 'shop-settings' | 'banner'
const read = async (slug: Versioned) =>
  (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<string, unknown>
const save = (slug: Versioned, data: Record<string, unknown>) =>
  payload.updateGlobal({ slug, data: data as never })

describe('versions of the calendar, the settings and the notice bar', () => {
  /** What the shop settings need before they save at all. */
  const shopBasics = {
    email: 'info@example.be',
    address: shopAddress,
  }
  const globals = [
    ['delivery-calendar', 'orderCutoff', '08:30', '10:15', {}],
    ['shop-settings', 'phone', '+32 9 111 11 11', '+32 9 222 22 22', shopBasics],
    ['banner', 'linkUrl', 'https://een.example', 'https://twee.example', {}],
  ] as const

  for (const [slug, field, first, second, basics] of globals) {
    it(`${slug}: keeps each save and restores an earlier one`, async () => {
      const before = await read(slug)
      await save(slug, { ...basics, [field]: first })
      await save(slug, { [field]: second })

      const history = await rest('GET', `/api/globals/${slug}/versions?sort=-updatedAt&limit=5`, {
        headers: staff,
      })
      expect(history.status).toBe(200)
      const docs = history.body.docs as Array<{ id: number; version: Record<string, unknown> }>
      expect(docs.map((doc) => doc.version[field]).slice(0, 2)).toEqual([second, first])

      const restored = await rest('POST', `/api/globals/${slug}/versions/${docs[1].id}`, {
        headers: staff,
      })
      expect(restored.status).toBe(200)
      expect((await read(slug))[field]).toBe(first)

      await save(slug, { [field]: before[field] })
    })

    it(`${slug}: shows its history to staff only`, async () => {
      for (const headers of [{}, customer]) {
        const answer = await rest('GET', `/api/globals/${slug}/versions`, { headers })
        expect(Array.isArray(answer.body.docs) && answer.body.docs.length > 0).toBe(false)
        const docs = await payload.findGlobalVersions({ slug, limit: 1 })
        const restore = await rest('POST', `/api/globals/${slug}/versions/${docs.docs[0].id}`, {
          headers,
        })
        expect(restore.status).toBeGreaterThanOrEqual(400)
      }
    })
  }
})

describe('closing a day', () => {
  it('refuses a closing day without its reason', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'delivery-calendar',
        data: { closedDates: [{ date: `${closingDay}T12:00:00.000Z` }] },
      }),
    ).rejects.toThrow(/reason|Reden/i)
  })

  it('lists the orders booked for the day to staff, the cancelled ones left out', async () => {
    const answer = await rest(
      'GET',
      `/api/globals/delivery-calendar/booked-orders?date=${encodeURIComponent(`${closingDay}T11:00:00.000Z`)}`,
      { headers: staff },
    )
    expect(answer.status).toBe(200)
    const orders = answer.body.orders as Array<{ name: string; deliveryDate: string }>
    expect(orders.map((booked) => booked.name).sort()).toEqual(['Jan Janssens', 'Jan Peeters'])
    expect(new Set(orders.map((booked) => booked.deliveryDate))).toEqual(new Set([closingDay]))
  })

  it('takes plain days too, and nothing for no day or a bad one', async () => {
    const both = await rest(
      'GET',
      `/api/globals/delivery-calendar/booked-orders?date=${closingDay}&date=${otherDay}`,
      { headers: staff },
    )
    expect((both.body.orders as unknown[]).length).toBe(3)
    const bad = await rest('GET', '/api/globals/delivery-calendar/booked-orders?date=morgen', {
      headers: staff,
    })
    expect(bad.status).toBe(200)
    expect(bad.body.orders).toEqual([])
  })

  it('shows nobody but staff the booked orders', async () => {
    for (const headers of [{}, customer]) {
      const answer = await rest(
        'GET',
        `/api/globals/delivery-calendar/booked-orders?date=${closingDay}`,
        { headers },
      )
      // A customer's token is refused by Payload: both are nobody here.
      expect(answer.status).toBe(401)
      expect(JSON.stringify(answer.body)).not.toContain('Peeters')
    }
  })
})
