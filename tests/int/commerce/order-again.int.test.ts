import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import type { Cart } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import { guestShopper, problem, signedUp } from '../support/commerce'
import { catchShopMail } from '../support/mailbox'
import {
  mondayMorning,
  readyToOrder,
  stockOf,
  testOrderLinks,
  testProduct,
} from '../support/native-shop'
import { testPayload } from '../support/payload'

const clock = mondayMorning
const cart = nativeCart(testPayload, () => clock)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: () => clock })
catchShopMail()

beforeAll(async () => {
  const payload = await testPayload()
  await seedSettings(payload)
  await payload.updateGlobal({
    slug: 'shop-settings',
    data: {
      bankTransfer: {
        accountHolder: 'De Vleesboetiek',
        iban: 'BE68 5390 0754 7034',
        bic: 'GKCCBEBB',
      },
    },
  })
}, 120_000)

const quantities = (shown: Cart) => shown.lines.map((line) => [line.product.id, line.quantity])

/** A new customer who ordered these products, and the order, their cart empty again. */
async function ordered(lines: Array<{ id: number; quantity: number }>) {
  const { session } = await signedUp({ locale: 'en' })
  const shopper = await readyToOrder({ cart, checkout }, lines, {
    shopper: { session, locale: 'en' },
  })
  const placed = await checkout.placeOrder(shopper, {
    paymentMethod: 'banktransfer',
    idempotencyKey: randomUUID(),
  })
  expect((await cart.get(shopper)).lines).toEqual([])
  return { shopper, orderId: placed.orderId }
}

const setProduct = async (id: number, data: { stock?: number; _status?: 'draft' }) =>
  (await testPayload()).update({ collection: 'products', id, data, overrideAccess: true })

describe('ordering again (native)', () => {
  it('puts every product of the order back in the cart as ordered', async () => {
    const sausage = await testProduct('Herbestelworst', { stock: 20 })
    const steak = await testProduct('Herbestelsteak', {
      stock: 10,
      unit: 'kg',
      weightStepGrams: 500,
    })
    const { shopper, orderId } = await ordered([
      { id: sausage.id, quantity: 3 },
      { id: steak.id, quantity: 1.5 },
    ])

    const again = await cart.orderAgain(shopper, orderId)

    expect(again.lines).toEqual([
      expect.objectContaining({ productId: sausage.id, requested: 3, added: 3, problem: null }),
      expect.objectContaining({
        productId: steak.id,
        unit: 'kg',
        requested: 1.5,
        added: 1.5,
        problem: null,
      }),
    ])
    expect(quantities(again.cart)).toEqual([
      [sausage.id, 3],
      [steak.id, 1.5],
    ])
    expect(await cart.get(shopper)).toEqual(again.cart)
    // Putting back in the cart takes no stock: placing the order does.
    expect(await stockOf(sausage.id)).toBe(17)
  })

  it('names a withdrawn product and brings back the rest', async () => {
    const kept = await testProduct('Blijfworst')
    const withdrawn = await testProduct('Weggehaalde worst')
    const { shopper, orderId } = await ordered([
      { id: kept.id, quantity: 1 },
      { id: withdrawn.id, quantity: 2 },
    ])
    await setProduct(withdrawn.id, { _status: 'draft' })

    const again = await cart.orderAgain(shopper, orderId)

    expect(again.lines).toEqual([
      expect.objectContaining({ productId: kept.id, added: 1, problem: null }),
      expect.objectContaining({
        productId: withdrawn.id,
        name: withdrawn.name,
        requested: 2,
        added: 0,
        problem: 'product-unavailable',
      }),
    ])
    expect(quantities(again.cart)).toEqual([[kept.id, 1]])
  })

  it('lowers a line to the stock left, counting what the cart holds, and names a sold-out one', async () => {
    const short = await testProduct('Bijna-op-worst', { stock: 10 })
    const soldOut = await testProduct('Uitverkochte worst', { stock: 10 })
    const { shopper, orderId } = await ordered([
      { id: short.id, quantity: 4 },
      { id: soldOut.id, quantity: 1 },
    ])
    await setProduct(short.id, { stock: 3 })
    await setProduct(soldOut.id, { stock: 0 })
    await cart.change(shopper, { type: 'add', productId: short.id, quantity: 1 })

    const again = await cart.orderAgain(shopper, orderId)

    expect(again.lines).toEqual([
      expect.objectContaining({
        productId: short.id,
        requested: 4,
        added: 2,
        problem: 'not-enough-stock',
      }),
      expect.objectContaining({ productId: soldOut.id, added: 0, problem: 'out-of-stock' }),
    ])
    expect(quantities(again.cart)).toEqual([[short.id, 3]])
  })

  it('changes nothing for an order that is not the shopper’s', async () => {
    const sausage = await testProduct('Andermansworst')
    const { orderId } = await ordered([{ id: sausage.id, quantity: 1 }])
    const other = await guestShopper('en')
    await cart.change(other, { type: 'add', productId: sausage.id, quantity: 1 })

    expect(await problem(cart.orderAgain(other, orderId))).toBe('order-not-found')
    expect(await problem(cart.orderAgain(other, '12abc'))).toBe('order-not-found')
    expect(quantities(await cart.get(other))).toEqual([[sausage.id, 1]])
  })
})
