import { afterEach, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'

import { guestShopper, problem } from '../support/commerce'
import { testPayload } from '../support/payload'

// Monday 23 November 2026, 08:00 in Brussels: before the 9:00 cut-off.
let clock = new Date('2026-11-23T07:00:00Z')
const cart = nativeCart(testPayload, () => clock)
const guest = () => guestShopper()

afterEach(async () => {
  clock = new Date('2026-11-23T07:00:00Z')
  const payload = await testPayload()
  await payload.updateGlobal({ slug: 'delivery-calendar', data: { closedDates: [] } })
})

describe('delivery choice in the cart', () => {
  it('offers delivery from tomorrow and pickup on weekdays, as the calendar says', async () => {
    expect((await cart.bookingOptions('BE')).dates.delivery.slice(0, 5)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ])
    expect((await cart.bookingOptions('BE')).dates.pickup.slice(0, 5)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ])
  })

  it('tells the order cut-off and the pickup hours the shop owner set', async () => {
    expect(await cart.bookingOptions('BE')).toMatchObject({
      orderCutoff: '09:00',
      pickupUntil: '15:00',
    })
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'delivery-calendar', data: { pickupUntil: '16:30' } })
    try {
      expect((await cart.bookingOptions('BE')).pickupUntil).toBe('16:30')
    } finally {
      await payload.updateGlobal({ slug: 'delivery-calendar', data: { pickupUntil: '15:00' } })
    }
  })

  it('leaves out the closing days the shop owner enters in the admin', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'delivery-calendar',
      data: { closedDates: [{ date: '2026-11-24T11:00:00.000Z', reason: 'Inventaris' }] },
    })
    expect((await cart.bookingOptions('BE')).dates.delivery[0]).toBe('2026-11-25')
  })

  it('keeps the chosen method, date, country and terms', async () => {
    const shopper = await guest()
    await cart.change(shopper, { type: 'delivery', method: 'pickup', date: '2026-11-26' })
    await cart.change(shopper, { type: 'country', country: 'NL' })
    const result = await cart.change(shopper, { type: 'terms', accepted: true })
    expect(result).toMatchObject({
      deliveryMethod: 'pickup',
      deliveryDate: '2026-11-26',
      country: 'NL',
      termsAccepted: true,
    })
  })

  it('refuses a date that is not on offer and changes nothing', async () => {
    const shopper = await guest()
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: '2026-11-25' })
    // Monday (today, and next week) and Sunday are no delivery days; a Thursday gone by and a
    // word are not on offer.
    for (const [date, refusal] of [
      ['2026-11-23', 'not-a-delivery-day'],
      ['2026-11-29', 'not-a-delivery-day'],
      ['2026-11-30', 'not-a-delivery-day'],
      ['2026-11-19', 'date-unavailable'],
      ['tomorrow', 'date-unavailable'],
    ])
      expect(
        await problem(cart.change(shopper, { type: 'delivery', method: 'delivery', date })),
      ).toBe(refusal)
    // Saturday is a delivery day but not a pickup day.
    expect(
      await problem(
        cart.change(shopper, { type: 'delivery', method: 'pickup', date: '2026-11-28' }),
      ),
    ).toBe('date-unavailable')
    expect((await cart.get(shopper)).deliveryDate).toBe('2026-11-25')
  })

  it('drops a chosen date once it can no longer be booked, and says so', async () => {
    const shopper = await guest()
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: '2026-11-24' })
    clock = new Date('2026-11-23T08:30:00Z') // 9:30: too late for tomorrow
    const after = await cart.get(shopper)
    expect(after.deliveryDate).toBeNull()
    expect(after.warnings).toEqual(['date-expired'])
  })
})
