import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { seedSettings } from '@/seed/settings'

import {
  bookedOn,
  cart,
  clearDateCapacities,
  mondayShop,
  order,
  refusal,
  setDateCapacity,
} from '../support/day-bookings'
import { refusedCodes } from '../support/commerce'
import { readyToOrder, stockOf, testProduct } from '../support/native-shop'
import { testPayload } from '../support/payload'

// Days no other test file books (Monday 23 November 2026 is the shop's clock).
const TUESDAY = '2026-12-08'
const WEDNESDAY = '2026-12-09'
const THURSDAY = '2026-12-10'

/** Minced meat sold per kilo, in steps of 500 g. */
const minced = (stock = 100) =>
  testProduct('Kilogehakt', { unit: 'kg', weightStepGrams: 500, stock })

/** A sausage sold per piece, packed at 400 g. */
const sausage = (stock = 100) => testProduct('Kiloworst', { packedWeightGrams: 400, stock })

beforeAll(async () => {
  await seedSettings(await testPayload())
})

afterEach(clearDateCapacities)

describe('daily capacity in kilos', () => {
  it('weighs a day’s orders: kilos as sold, pieces at their packed weight, a cancelled order not at all', async () => {
    const [meat, piece] = await Promise.all([minced(), sausage()])
    const before = await bookedOn('delivery', TUESDAY)

    const placed = await order(
      await readyToOrder(
        mondayShop,
        [
          { id: meat.id, quantity: 1.5 },
          { id: piece.id, quantity: 2 },
        ],
        { method: 'delivery', date: TUESDAY },
      ),
    )

    const after = await bookedOn('delivery', TUESDAY)
    expect(after.orders).toBe(before.orders + 1)
    expect(after.kilos).toBeCloseTo(before.kilos + 2.3, 6)
    // Pickups on that day weigh apart.
    expect((await bookedOn('pickup', TUESDAY)).kilos).toBe(0)

    await (
      await testPayload()
    ).update({
      collection: 'orders',
      id: Number(placed.orderId),
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect((await bookedOn('delivery', TUESDAY)).kilos).toBeCloseTo(before.kilos, 6)
  })

  it('no longer offers a day in the cart once its orders weigh its kilos, whatever their number', async () => {
    const meat = await minced()
    const { kilos } = await bookedOn('delivery', WEDNESDAY)
    await setDateCapacity('delivery', WEDNESDAY, { kilos: kilos + 2 })
    const waiting = await readyToOrder(mondayShop, [{ id: meat.id, quantity: 0.5 }], {
      method: 'delivery',
      date: WEDNESDAY,
    })

    await order(
      await readyToOrder(mondayShop, [{ id: meat.id, quantity: 1 }], {
        method: 'delivery',
        date: WEDNESDAY,
      }),
    )
    expect((await cart.bookingOptions('BE')).dates.delivery).toContain(WEDNESDAY)
    await order(
      await readyToOrder(mondayShop, [{ id: meat.id, quantity: 1 }], {
        method: 'delivery',
        date: WEDNESDAY,
      }),
    )

    const options = await cart.bookingOptions('BE')
    expect(options.dates.delivery).not.toContain(WEDNESDAY)
    expect(options.full.delivery).toEqual([WEDNESDAY])
    expect(options.dates.pickup).toContain(WEDNESDAY)
    // The shopper who chose it before is told, and the day is refused at checkout.
    expect(await cart.get(waiting)).toMatchObject({ deliveryDate: null, warnings: ['date-full'] })
  })

  it('refuses an order for a day whose kilos filled while the shopper was checking out, and takes nothing', async () => {
    const meat = await minced(10)
    const { kilos } = await bookedOn('pickup', THURSDAY)
    await setDateCapacity('pickup', THURSDAY, { orders: 50, kilos: kilos + 1 })
    const slow = await readyToOrder(mondayShop, [{ id: meat.id, quantity: 1 }], {
      method: 'pickup',
      date: THURSDAY,
    })
    await order(
      await readyToOrder(mondayShop, [{ id: meat.id, quantity: 1 }], {
        method: 'pickup',
        date: THURSDAY,
      }),
    )
    expect(await stockOf(meat.id)).toBe(9)

    const error = await refusal(order(slow))
    expect(error.code).toBe('day-full')
    expect(error.nextFreeDay).toBe('2026-12-11')
    expect(await stockOf(meat.id)).toBe(9)
    expect((await cart.get(slow)).lines).toHaveLength(1)
  })

  it('gives a day’s last kilos to exactly one of two shoppers ordering at the same moment', async () => {
    const piece = await sausage()
    const { kilos } = await bookedOn('delivery', THURSDAY)
    // Room for 0.4 kg more: either order of 3 sausages (1.2 kg) fills the day.
    await setDateCapacity('delivery', THURSDAY, { kilos: kilos + 0.4 })
    const [first, second] = await Promise.all([
      readyToOrder(mondayShop, [{ id: piece.id, quantity: 3 }], {
        method: 'delivery',
        date: THURSDAY,
      }),
      readyToOrder(mondayShop, [{ id: piece.id, quantity: 3 }], {
        method: 'delivery',
        date: THURSDAY,
      }),
    ])
    const before = await bookedOn('delivery', THURSDAY)

    const results = await Promise.allSettled([order(first), order(second)])

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = refusedCodes(results)
    expect(refused).toEqual(['day-full'])
    expect((await bookedOn('delivery', THURSDAY)).orders).toBe(before.orders + 1)
    expect(await stockOf(piece.id)).toBe(97)
  })

  it('lets many shoppers at once take exactly the kilos a day has left', async () => {
    const meat = await minced()
    const { kilos } = await bookedOn('pickup', WEDNESDAY)
    await setDateCapacity('pickup', WEDNESDAY, { kilos: kilos + 3 })
    const shoppers = await Promise.all(
      Array.from({ length: 7 }, () =>
        readyToOrder(mondayShop, [{ id: meat.id, quantity: 1 }], {
          method: 'pickup',
          date: WEDNESDAY,
        }),
      ),
    )

    const results = await Promise.allSettled(shoppers.map((shopper) => order(shopper)))

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    expect((await bookedOn('pickup', WEDNESDAY)).kilos).toBeCloseTo(kilos + 3, 6)
    expect(await stockOf(meat.id)).toBe(97)
  }, 90_000)
})
