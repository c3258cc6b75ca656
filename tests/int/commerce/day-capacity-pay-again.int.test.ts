import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { PaymentsApi } from '@/commerce/provider'
import type { Shopper } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import type { MollieDouble } from '../../support/mollie-double'
import { type MollieCheckout, startMollieCheckout } from '../support/mollie-checkout'
import {
  bookedOn,
  cart,
  clearDateCapacities,
  mondayShop,
  setDateCapacity,
} from '../support/day-bookings'
import { catchShopMail } from '../support/mailbox'
import { mondayMorning, orderDoc, readyToOrder, testProduct } from '../support/native-shop'
import { testPayload } from '../support/payload'

/** A day no other test file books: its last place goes to the order paid online. */
const FRIDAY = '2026-12-11'

catchShopMail()

let double: MollieDouble
let checkout: MollieCheckout['checkout']
let payments: PaymentsApi
let close: () => Promise<void>

beforeAll(async () => {
  ;({ double, checkout, payments, close } = await startMollieCheckout(cart, () => mondayMorning))
  await seedSettings(await testPayload())
})

afterAll(() => close())

afterEach(clearDateCapacities)

/** A shopper whose order, paid with Mollie, took the last place (and kilo) on FRIDAY. */
async function lastPlaceTaken(): Promise<{ shopper: Shopper; orderId: string }> {
  const meat = await testProduct('Laatsteplaatsworst', { packedWeightGrams: 500 })
  const { orders, kilos } = await bookedOn('delivery', FRIDAY)
  await setDateCapacity('delivery', FRIDAY, { orders: orders + 1, kilos: kilos + 0.5 })
  const shopper = await readyToOrder(mondayShop, [{ id: meat.id }], {
    method: 'delivery',
    date: FRIDAY,
  })
  const placed = await checkout.placeOrder(shopper, {
    paymentMethod: 'bancontact',
    idempotencyKey: randomUUID(),
  })
  expect((await cart.bookingOptions('BE')).full.delivery).toContain(FRIDAY)
  return { shopper, orderId: placed.orderId }
}

const currentPaymentId = async (orderId: string) =>
  (await orderDoc(orderId)).onlinePayments!.at(-1)!.providerId

describe('paying later for an order on a day that is now full', () => {
  it('lets the shopper pay again, online or by bank transfer, and marks the order paid', async () => {
    const { shopper, orderId } = await lastPlaceTaken()

    const next = await checkout.payAgain(shopper, orderId, 'creditcard')
    expect(next.kind).toBe('pay')
    const id = await currentPaymentId(orderId)
    double.setStatus(id, 'paid')
    await payments.paymentChanged(id)
    expect(await orderDoc(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' })
  })

  it('switches an unpaid order to bank transfer on its full day', async () => {
    const { shopper, orderId } = await lastPlaceTaken()
    expect(await checkout.payAgain(shopper, orderId, 'banktransfer')).toEqual({
      kind: 'completed',
    })
  })

  it('reopens an order whose payment failed: its own place on the day is its again', async () => {
    const { shopper, orderId } = await lastPlaceTaken()
    const first = await currentPaymentId(orderId)
    double.setStatus(first, 'failed')
    await payments.paymentChanged(first)
    expect((await orderDoc(orderId)).status).toBe('cancelled')
    expect((await cart.bookingOptions('BE')).full.delivery).not.toContain(FRIDAY)

    expect((await checkout.payAgain(shopper, orderId, 'bancontact')).kind).toBe('pay')
    const second = await currentPaymentId(orderId)
    double.setStatus(second, 'paid')
    await payments.paymentChanged(second)
    expect(await orderDoc(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' })
    expect((await cart.bookingOptions('BE')).full.delivery).toContain(FRIDAY)
  })
})
