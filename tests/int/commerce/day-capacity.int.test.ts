import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { DeliveryMethod } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import { guestShopper, problem, refusedCodes } from '../support/commerce'
import {
  bookedOn as bookedLoad,
  cart,
  clearDateCapacities,
  mondayShop,
  order,
  refusal,
  setDateCapacity,
} from '../support/day-bookings'
import { readyToOrder, stockOf, testProduct } from '../support/native-shop'
import { testPayload } from '../support/payload'

// Monday 23 November 2026, 08:00 in Brussels. The days below are used by no other test file.
const WEDNESDAY = '2026-12-02'
const THURSDAY = '2026-12-03'
const FRIDAY = '2026-12-04'

/** Orders not cancelled that `method` already has on `date` (other tests may have placed some). */
const bookedOn = async (method: DeliveryMethod, date: string) =>
  (await bookedLoad(method, date)).orders

/** The owner lets `date` take `more` orders for `method` besides those already booked. */
const placesLeft = async (method: DeliveryMethod, date: string, more: number) =>
  setDateCapacity(method, date, { orders: (await bookedOn(method, date)) + more })

beforeAll(async () => {
  await seedSettings(await testPayload())
})

afterEach(clearDateCapacities)

describe('daily capacity', () => {
  it('no longer offers a day in the cart once it took the orders it can, and offers it again when one is cancelled', async () => {
    const sausage = await testProduct('Capaciteitsworst')
    await placesLeft('delivery', WEDNESDAY, 1)
    expect((await cart.bookingOptions('BE')).dates.delivery).toContain(WEDNESDAY)

    const placed = await order(
      await readyToOrder(mondayShop, [{ id: sausage.id }], { method: 'delivery', date: WEDNESDAY }),
    )

    const options = await cart.bookingOptions('BE')
    expect(options.dates.delivery).not.toContain(WEDNESDAY)
    expect(options.dates.delivery).toContain(THURSDAY)
    expect(options.dates.delivery).toHaveLength(14)
    expect(options.full.delivery).toEqual([WEDNESDAY])
    // Pickups on that day are counted apart.
    expect(options.dates.pickup).toContain(WEDNESDAY)

    await (
      await testPayload()
    ).update({
      collection: 'orders',
      id: Number(placed.orderId),
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect((await cart.bookingOptions('BE')).dates.delivery).toContain(WEDNESDAY)
  })

  it('refuses a full day in the cart, and lets go of a chosen day that filled, saying so', async () => {
    const sausage = await testProduct('Capaciteitsworst')
    await placesLeft('pickup', THURSDAY, 1)
    const waiting = await readyToOrder(mondayShop, [{ id: sausage.id }], {
      method: 'pickup',
      date: THURSDAY,
    })
    await order(
      await readyToOrder(mondayShop, [{ id: sausage.id }], { method: 'pickup', date: THURSDAY }),
    )

    expect(await cart.get(waiting)).toMatchObject({ deliveryDate: null, warnings: ['date-full'] })
    const late = await guestShopper('en')
    await cart.change(late, { type: 'add', productId: sausage.id, quantity: 1 })
    const error = await refusal(
      cart.change(late, { type: 'delivery', method: 'pickup', date: THURSDAY }),
    )
    expect(error.code).toBe('day-full')
    expect(error.nextFreeDay).toBe(FRIDAY)
  })

  it('refuses an order for a day that filled while the shopper was checking out, with the next free day, and takes nothing', async () => {
    const sausage = await testProduct('Capaciteitsworst', { stock: 10 })
    await placesLeft('delivery', WEDNESDAY, 1)
    const slow = await readyToOrder(mondayShop, [{ id: sausage.id }], {
      method: 'delivery',
      date: WEDNESDAY,
    })
    await order(
      await readyToOrder(mondayShop, [{ id: sausage.id }], { method: 'delivery', date: WEDNESDAY }),
    )
    expect(await stockOf(sausage.id)).toBe(9)

    const error = await refusal(order(slow))
    expect(error.code).toBe('day-full')
    expect(error.nextFreeDay).toBe(THURSDAY)
    expect(await stockOf(sausage.id)).toBe(9)
    expect((await cart.get(slow)).lines).toHaveLength(1)
  })

  it('gives a day’s last place to exactly one of two shoppers ordering at the same moment', async () => {
    const sausage = await testProduct('Capaciteitsworst', { stock: 10 })
    await placesLeft('delivery', FRIDAY, 1)
    const [first, second] = await Promise.all([
      readyToOrder(mondayShop, [{ id: sausage.id }], { method: 'delivery', date: FRIDAY }),
      readyToOrder(mondayShop, [{ id: sausage.id }], { method: 'delivery', date: FRIDAY }),
    ])
    const before = await bookedOn('delivery', FRIDAY)

    const results = await Promise.allSettled([order(first), order(second)])

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = refusedCodes(results)
    expect(refused).toEqual(['day-full'])
    expect(await bookedOn('delivery', FRIDAY)).toBe(before + 1)
    expect(await stockOf(sausage.id)).toBe(9)
  })

  it('lets many shoppers at once take exactly the places a day has left', async () => {
    const sausage = await testProduct('Capaciteitsworst', { stock: 100 })
    await placesLeft('pickup', FRIDAY, 3)
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, () =>
        readyToOrder(mondayShop, [{ id: sausage.id }], { method: 'pickup', date: FRIDAY }),
      ),
    )
    const before = await bookedOn('pickup', FRIDAY)

    const results = await Promise.allSettled(shoppers.map(order))

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    expect(await bookedOn('pickup', FRIDAY)).toBe(before + 3)
    expect(await stockOf(sausage.id)).toBe(97)
  }, 90_000)

  it('takes orders on a day without a limit as before', async () => {
    const sausage = await testProduct('Capaciteitsworst')
    const shopper = await readyToOrder(mondayShop, [{ id: sausage.id }], {
      method: 'delivery',
      date: THURSDAY,
    })
    expect(await problem(order(shopper))).toBe('no problem')
  })
})
