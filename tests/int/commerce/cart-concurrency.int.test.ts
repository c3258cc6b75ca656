import { describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { moveGuestCart } from '@/commerce/native/cart-store'
import type { Shopper } from '@/commerce/types'

import {
  customerIdOf,
  guestIdOf,
  guestShopper,
  problem,
  signedUp,
  testCustomers,
} from '../support/commerce'
import { testPayload, uniqueSlug } from '../support/payload'

const cart = nativeCart(testPayload)
const guest = () => guestShopper()
const PARALLEL = 20

async function product(stock: number, unit: 'piece' | 'kg' = 'piece') {
  const payload = await testPayload()
  return payload.create({
    collection: 'products',
    data: {
      name: uniqueSlug('Parallelworst'),
      sku: uniqueSlug('SKU'),
      priceCents: 1000,
      stock,
      unit,
      vatClass: 'food',
      outOfStock: 'notice',
      _status: 'published',
    },
  })
}

async function customer(): Promise<Shopper> {
  return { session: (await signedUp()).session, locale: 'nl' }
}

/** Runs the same add PARALLEL times at once; returns the problem codes of those that failed. */
async function addInParallel(shopper: Shopper, productId: number): Promise<string[]> {
  const results = await Promise.allSettled(
    Array.from({ length: PARALLEL }, () =>
      cart.change(shopper, { type: 'add', productId, quantity: 1 }),
    ),
  )
  return results.flatMap((result) =>
    result.status === 'rejected'
      ? [String((result.reason as { code?: string }).code ?? result.reason)]
      : [],
  )
}

const quantities = async (shopper: Shopper) =>
  (await cart.get(shopper)).lines.map((line) => [line.product.id, line.quantity])

describe('cart changes at the same moment', () => {
  it('applies every one of 20 parallel adds of a signed-in customer exactly once', async () => {
    const shopper = await customer()
    const sausage = await product(100)
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })

    expect(await addInParallel(shopper, sausage.id)).toEqual([])
    expect(await quantities(shopper)).toEqual([[sausage.id, 1 + PARALLEL]])
  })

  it('stops parallel adds at the stock and refuses the rest', async () => {
    const shopper = await customer()
    const sausage = await product(12)

    const failures = await addInParallel(shopper, sausage.id)
    expect(failures).toEqual(Array(PARALLEL - 12).fill('not-enough-stock'))
    expect(await quantities(shopper)).toEqual([[sausage.id, 12]])
  })

  it('gives a new guest one cart when their first 20 adds arrive together', async () => {
    const shopper = await guest()
    const sausage = await product(100)

    expect(await addInParallel(shopper, sausage.id)).toEqual([])
    expect(await quantities(shopper)).toEqual([[sausage.id, PARALLEL]])
    const payload = await testPayload()
    const { totalDocs } = await payload.count({
      collection: 'carts',
      where: { guestId: { equals: await guestIdOf(shopper) } },
    })
    expect(totalDocs).toBe(1)
  })
})

describe('cart quantities', () => {
  it('refuses a fraction of a pack and changes nothing', async () => {
    const shopper = await guest()
    const sausage = await product(10)
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    const before = await cart.get(shopper)

    for (const quantity of [1.0000000001, 0.9999999999, 1.5])
      expect(
        await problem(cart.change(shopper, { type: 'add', productId: sausage.id, quantity })),
      ).toBe('invalid-quantity')
    expect(
      await problem(
        cart.change(shopper, {
          type: 'set-quantity',
          lineId: before.lines[0].id,
          quantity: 2.0001,
        }),
      ),
    ).toBe('invalid-quantity')
    expect(await cart.get(shopper)).toEqual(before)
    expect(await cart.itemCount(shopper)).toBe(1)
  })

  it('takes weighed products in steps of the unit only', async () => {
    const shopper = await guest()
    const steak = await product(10, 'kg')
    await cart.change(shopper, { type: 'add', productId: steak.id, quantity: 1.5 })
    expect(
      await problem(
        cart.change(shopper, { type: 'add', productId: steak.id, quantity: 0.5000001 }),
      ),
    ).toBe('invalid-quantity')
    expect(await quantities(shopper)).toEqual([[steak.id, 1.5]])
  })
})

describe('a guest cart merged at sign-in', () => {
  it('keeps each line within the stock and says what it lowered', async () => {
    const shopper = await customer()
    const scarce = await product(40)
    const plenty = await product(100)
    await cart.change(shopper, { type: 'add', productId: scarce.id, quantity: 30 })
    const visitor = await guest()
    await cart.change(visitor, { type: 'add', productId: scarce.id, quantity: 25 })
    await cart.change(visitor, { type: 'add', productId: plenty.id, quantity: 3 })

    const payload = await testPayload()
    const merge = await moveGuestCart(
      payload,
      await guestIdOf(visitor),
      await customerIdOf(shopper),
    )

    expect(merge.reduced).toEqual([{ productId: scarce.id, requested: 55, kept: 40 }])
    expect(await quantities(shopper)).toEqual([
      [scarce.id, 40],
      [plenty.id, 3],
    ])
    expect((await cart.get(visitor)).lines).toEqual([])
  })

  it('keeps a line within the most one line may hold when the product is backordered', async () => {
    const shopper = await customer()
    const payload = await testPayload()
    const backordered = await payload.update({
      collection: 'products',
      id: (await product(0)).id,
      data: { outOfStock: 'backorder' },
    })
    await cart.change(shopper, { type: 'add', productId: backordered.id, quantity: 80 })
    const visitor = await guest()
    await cart.change(visitor, { type: 'add', productId: backordered.id, quantity: 80 })

    const merge = await moveGuestCart(
      payload,
      await guestIdOf(visitor),
      await customerIdOf(shopper),
    )
    expect(merge.reduced).toEqual([{ productId: backordered.id, requested: 160, kept: 99 }])
    expect(await quantities(shopper)).toEqual([[backordered.id, 99]])
  })

  it('shows the shopper once what was lowered', async () => {
    const email = `${uniqueSlug('merge')}@example.be`
    const { session } = await signedUp({ email })
    const shopper: Shopper = { session, locale: 'en' }
    const scarce = await product(5)
    await cart.change(shopper, { type: 'add', productId: scarce.id, quantity: 4 })
    const visitor = await guest()
    await cart.change(visitor, { type: 'add', productId: scarce.id, quantity: 3 })

    await testCustomers.signIn(email, 'gehakt-2026', visitor.session)

    const notice = await cart.takeMergeNotice(shopper)
    expect(notice).toEqual([{ productId: scarce.id, name: scarce.name, requested: 7, kept: 5 }])
    expect(await cart.takeMergeNotice(shopper)).toEqual([])
  })
})
