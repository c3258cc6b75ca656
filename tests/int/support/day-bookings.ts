import { randomUUID } from 'node:crypto'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { bookedOrders } from '@/commerce/native/day-bookings'
import { CommerceError } from '@/commerce/provider'
import type { DeliveryMethod, Shopper } from '@/commerce/types'

import { mondayMorning, testOrderLinks } from './native-shop'
import { testPayload } from './payload'

/** The native cart and checkout on Monday 23 November 2026, 08:00 in Brussels. */
export const cart = nativeCart(testPayload, () => mondayMorning)
export const checkout = nativeCheckout(testPayload, cart, testOrderLinks, {
  now: () => mondayMorning,
})
export const mondayShop = { cart, checkout }

/** What `method` already has booked on `date` (other tests may have placed orders). */
export async function bookedOn(method: DeliveryMethod, date: string) {
  const booked = await bookedOrders(await testPayload(), date, date)
  return { orders: booked[method][date] ?? 0, kilos: booked.kilos?.[method][date] ?? 0 }
}

/** Places the shopper's order, paid by bank transfer. */
export const order = (shopper: Shopper) =>
  checkout.placeOrder(shopper, { paymentMethod: 'banktransfer', idempotencyKey: randomUUID() })

/** The error a refused call throws. */
export async function refusal(call: Promise<unknown>): Promise<CommerceError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof CommerceError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}

type DateCapacity = { orders?: number | null; kilos?: number | null }

/** The owner sets `date`'s own capacity for `method` in the delivery calendar. */
export async function setDateCapacity(method: DeliveryMethod, date: string, set: DateCapacity) {
  const payload = await testPayload()
  await payload.updateGlobal({
    slug: 'delivery-calendar',
    data: { capacity: { dates: [{ date, deliveryMethod: method, ...set }] } },
  })
}

/** The owner takes every date's own capacity away again. */
export async function clearDateCapacities() {
  const payload = await testPayload()
  await payload.updateGlobal({ slug: 'delivery-calendar', data: { capacity: { dates: [] } } })
}
