import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { weekday } from '@/commerce/rules/holidays'
import type { CheckoutDetails } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import { guestShopper, problem } from '../support/commerce'
import { mondayMorning, stockOf, testOrderLinks, testProduct } from '../support/native-shop'
import { testPayload } from '../support/payload'
import { amsterdamAddress, gentDetails } from '../../support/addresses'

// Monday 23 November 2026, 08:00 in Brussels: tomorrow (Tuesday) can be delivered in Belgium.
const cart = nativeCart(testPayload, () => mondayMorning)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: () => mondayMorning })

const TUESDAY = '2026-11-24'
const WEDNESDAY = '2026-11-25'

/** The shop owner's delivery days abroad: the Netherlands on Wednesday and Friday only. */
async function setDaysAbroad(days: { NL?: string[]; FR?: string[] }) {
  const payload = await testPayload()
  await payload.updateGlobal({
    slug: 'delivery-calendar',
    data: { countryDeliveryWeekdays: days as never },
  })
}

const dutchDetails: CheckoutDetails = {
  email: amsterdamAddress.email,
  phone: amsterdamAddress.phone,
  billing: amsterdamAddress,
  shipping: null,
}

beforeAll(async () => {
  await seedSettings(await testPayload())
})

afterEach(() => setDaysAbroad({ NL: [], FR: [] }))

describe('delivery days per country', () => {
  it('offers each country the days the shop owner set for it, Belgium’s where none are set', async () => {
    await setDaysAbroad({ NL: ['3', '5'] })
    const dutch = (await cart.bookingOptions('NL')).dates.delivery
    expect(dutch.slice(0, 4)).toEqual(['2026-11-25', '2026-11-27', '2026-12-02', '2026-12-04'])
    expect(new Set(dutch.map(weekday))).toEqual(new Set([3, 5]))
    expect((await cart.bookingOptions('NL')).deliveryWeekdays).toEqual([3, 5])

    const belgian = await cart.bookingOptions('BE')
    expect(belgian.dates.delivery.slice(0, 2)).toEqual([TUESDAY, WEDNESDAY])
    // France has no days of its own: Belgium's.
    expect((await cart.bookingOptions('FR')).dates.delivery).toEqual(belgian.dates.delivery)
    expect((await cart.bookingOptions('FR')).deliveryWeekdays).toEqual([2, 3, 4, 5, 6])
    // Pickup is in the shop, whatever the country.
    expect((await cart.bookingOptions('NL')).dates.pickup).toEqual(belgian.dates.pickup)
  })

  it('refuses a day the cart’s country is not delivered on, with its own problem, and changes nothing', async () => {
    await setDaysAbroad({ NL: ['3', '5'] })
    const shopper = await guestShopper()
    const sausage = await testProduct('Landworst')
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(shopper, { type: 'country', country: 'NL' })
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: WEDNESDAY })

    expect(
      await problem(cart.change(shopper, { type: 'delivery', method: 'delivery', date: TUESDAY })),
    ).toBe('not-a-delivery-day')
    expect(await cart.get(shopper)).toMatchObject({ country: 'NL', deliveryDate: WEDNESDAY })
    // The same Tuesday is a delivery day in Belgium.
    await cart.change(shopper, { type: 'country', country: 'BE' })
    expect(
      await cart.change(shopper, { type: 'delivery', method: 'delivery', date: TUESDAY }),
    ).toMatchObject({ country: 'BE', deliveryDate: TUESDAY, warnings: [] })
  })

  it('lets go of the date when the country moves to one not delivered on that day, and says so', async () => {
    await setDaysAbroad({ NL: ['3', '5'] })
    const shopper = await guestShopper()
    const sausage = await testProduct('Landworst')
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: TUESDAY })
    const moved = await cart.change(shopper, { type: 'country', country: 'NL' })
    expect(moved).toMatchObject({ deliveryDate: null, warnings: ['date-not-for-country'] })
  })

  it('refuses to place an order whose address moved the cart to a country not delivered on its day', async () => {
    await setDaysAbroad({ NL: ['3', '5'] })
    const shopper = await guestShopper('en')
    const sausage = await testProduct('Landworst', { stock: 5 })
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: TUESDAY })
    await cart.change(shopper, { type: 'terms', accepted: true })
    await checkout.setDetails(shopper, dutchDetails)
    expect((await cart.get(shopper)).country).toBe('NL')

    const attempt = { paymentMethod: 'banktransfer', idempotencyKey: randomUUID() }
    expect(await problem(checkout.placeOrder(shopper, attempt))).toBe('not-a-delivery-day')
    expect(await stockOf(sausage.id)).toBe(5)

    // On one of the Netherlands' days the order goes through.
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: WEDNESDAY })
    const placed = await checkout.placeOrder(shopper, {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
    })
    expect(placed.orderId).toBeTruthy()
    expect(await stockOf(sausage.id)).toBe(4)
  })

  it('a Belgian address keeps Belgium’s days', async () => {
    await setDaysAbroad({ NL: ['3', '5'] })
    const shopper = await guestShopper()
    const sausage = await testProduct('Landworst')
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: TUESDAY })
    await checkout.setDetails(shopper, gentDetails())
    expect(await cart.get(shopper)).toMatchObject({ country: 'BE', deliveryDate: TUESDAY })
  })
})
