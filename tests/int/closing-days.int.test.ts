import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closingDays } from '@/content/closing-days'
import type { DeliveryCalendar } from '@/payload-types'

import { testPayload } from './support/payload'

vi.mock('@/cache/data-cache', () => import('./support/data-cache-outside-next'))

let payload: Payload
let before: NonNullable<DeliveryCalendar['closedDates']>

beforeAll(async () => {
  payload = await testPayload()
  before = (await payload.findGlobal({ slug: 'delivery-calendar', locale: 'nl' })).closedDates ?? []
  // As the admin's day picker stores a day: noon, universal time.
  await payload.updateGlobal({
    slug: 'delivery-calendar',
    locale: 'nl',
    data: { closedDates: [{ date: '2031-12-25T12:00:00.000Z', reason: 'Kerstmis' }] },
  })
  const [row] = (await payload.findGlobal({ slug: 'delivery-calendar', locale: 'nl' })).closedDates!
  await payload.updateGlobal({
    slug: 'delivery-calendar',
    locale: 'fr',
    data: { closedDates: [{ ...row, reason: 'Noël' }] },
  })
}, 120_000)

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'delivery-calendar',
    locale: 'nl',
    data: { closedDates: before },
  })
})

describe('the closing days a shopper reads', () => {
  it('gives each day in the shop’s calendar with its reason in the shopper’s language', async () => {
    expect(await closingDays('nl')).toContainEqual({ day: '2031-12-25', reason: 'Kerstmis' })
    expect(await closingDays('fr')).toContainEqual({ day: '2031-12-25', reason: 'Noël' })
  })

  it('falls back to the Dutch reason where none is written in the language', async () => {
    expect(await closingDays('en')).toContainEqual({ day: '2031-12-25', reason: 'Kerstmis' })
  })
})
