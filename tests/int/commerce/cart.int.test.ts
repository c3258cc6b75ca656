import { describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { euros } from '@/commerce/rules/money'
import { deleteIdleGuestCarts } from '@/commerce/native/cart-store'
import type { Product as ProductDoc } from '@/payload-types'

import { seedSettings } from '@/seed/settings'

import { guestIdOf, guestShopper, problem, registration, testCustomers } from '../support/commerce'
import { testPayload, uniqueSlug } from '../support/payload'

const cart = nativeCart(testPayload)
const guest = () => guestShopper()

type ProductInput = Partial<
  Pick<ProductDoc, 'priceCents' | 'stock' | 'unit' | 'outOfStock' | 'vatClass' | 'weightStepGrams'>
>

async function product(input: ProductInput = {}, status: 'published' | 'draft' = 'published') {
  const payload = await testPayload()
  const data = {
    name: uniqueSlug('Testworst'),
    sku: uniqueSlug('SKU'),
    priceCents: 1000,
    stock: 10,
    unit: 'piece' as const,
    vatClass: 'food' as const,
    outOfStock: 'notice' as const,
    ...input,
  }
  return status === 'draft'
    ? payload.create({ collection: 'products', draft: true, data: { ...data, _status: 'draft' } })
    : payload.create({ collection: 'products', data: { ...data, _status: 'published' } })
}

describe('native cart', () => {
  it('is empty for a visitor who never added anything', async () => {
    const empty = await cart.get(await guest())
    expect(empty.lines).toEqual([])
    expect(empty.itemCount).toBe(0)
    expect(await cart.itemCount(await guest())).toBe(0)
    expect(empty.totals.total.amount).toBe(0)
  })

  it('adds products, adds to a line of the same product, and totals with VAT included', async () => {
    const shopper = await guest()
    const sausage = await product({ priceCents: 1060 })
    const steak = await product({ priceCents: 3000, unit: 'kg' })
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 2 })
    const result = await cart.change(shopper, { type: 'add', productId: steak.id, quantity: 1.5 })

    expect(result.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [sausage.id, 3],
      [steak.id, 1.5],
    ])
    expect(result.itemCount).toBe(4)
    expect(await cart.itemCount(shopper)).toBe(4)
    // Delivery in Belgium costs 9.95 € below 150 €, taxed with the goods.
    expect(result.totals).toMatchObject({
      subtotal: euros(3180 + 4500),
      shipping: euros(995),
      vat: [{ rate: 6, amount: euros(Math.round(((7680 + 995) * 6) / 106)) }],
      total: euros(7680 + 995),
    })
    expect(await cart.get(shopper)).toEqual(result)

    const pickup = await cart.change(shopper, { type: 'delivery', method: 'pickup', date: null })
    expect(pickup.totals).toMatchObject({
      shipping: euros(0),
      vat: [{ rate: 6, amount: euros(435) }],
      total: euros(7680),
    })
  })

  it('delivers free from the country’s amount in the shop settings', async () => {
    const shopper = await guest()
    const box = await product({ priceCents: 7500, stock: 10 })
    await cart.change(shopper, { type: 'add', productId: box.id, quantity: 1 })
    expect(
      (await cart.change(shopper, { type: 'country', country: 'FR' })).totals.shipping,
    ).toEqual(euros(1495))
    const two = await cart.change(shopper, { type: 'add', productId: box.id, quantity: 1 })
    expect(two.totals.shipping).toEqual(euros(1495))
    const four = await cart.change(shopper, { type: 'add', productId: box.id, quantity: 2 })
    expect(four.totals).toMatchObject({ shipping: euros(0), total: euros(30000) })
  })

  it('takes VAT at the rate of the delivery country, as the shop settings say', async () => {
    const shopper = await guest()
    // Above the Netherlands' free-delivery amount: the goods alone carry VAT.
    const sausage = await product({ priceCents: 21800 })
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    const toNetherlands = await cart.change(shopper, { type: 'country', country: 'NL' })
    expect(toNetherlands.totals.vat).toEqual([{ rate: 9, amount: euros(1800) }])

    const payload = await testPayload()
    await seedSettings(payload)
    const { vat } = await payload.findGlobal({ slug: 'shop-settings' })
    await payload.updateGlobal({
      slug: 'shop-settings',
      data: { vat: { ...vat, NL: { food: 12, standard: 21 } } },
    })
    try {
      const rates = (await cart.get(shopper)).totals.vat
      expect(rates).toEqual([{ rate: 12, amount: euros(2336) }])
    } finally {
      await payload.updateGlobal({ slug: 'shop-settings', data: { vat } })
    }
  })

  it('keeps each shopper to their own cart', async () => {
    const first = await guest()
    const sausage = await product()
    await cart.change(first, { type: 'add', productId: sausage.id, quantity: 2 })
    expect((await cart.get(await guest())).lines).toEqual([])
  })

  it('changes and removes lines', async () => {
    const shopper = await guest()
    const sausage = await product()
    const added = await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    const lineId = added.lines[0].id
    const changed = await cart.change(shopper, { type: 'set-quantity', lineId, quantity: 4 })
    expect(changed.lines[0].quantity).toBe(4)
    const removed = await cart.change(shopper, { type: 'remove', lineId })
    expect(removed.lines).toEqual([])
  })

  it('refuses what cannot be bought and changes nothing', async () => {
    const shopper = await guest()
    const few = await product({ stock: 2 })
    const soldOut = await product({ stock: 0 })
    const draft = await product({}, 'draft')
    await cart.change(shopper, { type: 'add', productId: few.id, quantity: 1 })
    const before = await cart.get(shopper)

    expect(
      await problem(cart.change(shopper, { type: 'add', productId: few.id, quantity: 2 })),
    ).toBe('not-enough-stock')
    expect(
      await problem(cart.change(shopper, { type: 'add', productId: soldOut.id, quantity: 1 })),
    ).toBe('out-of-stock')
    expect(
      await problem(cart.change(shopper, { type: 'add', productId: draft.id, quantity: 1 })),
    ).toBe('product-unavailable')
    expect(
      await problem(cart.change(shopper, { type: 'add', productId: 999_999, quantity: 1 })),
    ).toBe('product-unavailable')
    expect(
      await problem(cart.change(shopper, { type: 'add', productId: few.id, quantity: 0.5 })),
    ).toBe('invalid-quantity')
    expect(await problem(cart.change(shopper, { type: 'remove', lineId: 'not-a-line' }))).toBe(
      'line-not-found',
    )
    expect(await cart.get(shopper)).toEqual(before)
  })

  it('sells weight in the product’s own step and keeps the quantity exact', async () => {
    const shopper = await guest()
    const mince = await product({ unit: 'kg', weightStepGrams: 100, stock: 5 })
    const chops = await product({ unit: 'kg', weightStepGrams: 250, stock: 5 })
    await cart.change(shopper, { type: 'add', productId: mince.id, quantity: 0.1 })
    const added = await cart.change(shopper, { type: 'add', productId: mince.id, quantity: 0.2 })
    expect(added.lines[0].quantity).toBe(0.3)
    expect(added.lines[0].product.quantityLimits).toEqual({ min: 0.1, max: 25, step: 0.1 })

    expect(
      await problem(
        cart.change(shopper, { type: 'add', productId: chops.id, quantity: 0.5 + 0.1 }),
      ),
    ).toBe('invalid-quantity')
    const withChops = await cart.change(shopper, {
      type: 'add',
      productId: chops.id,
      quantity: 0.75,
    })
    const lineId = withChops.lines[1].id
    expect(
      await problem(cart.change(shopper, { type: 'set-quantity', lineId, quantity: 1.1 })),
    ).toBe('invalid-quantity')
    expect(await cart.get(shopper)).toEqual(withChops)
  })

  it('sells a backordered product beyond its stock', async () => {
    const shopper = await guest()
    const backordered = await product({ stock: 0, outOfStock: 'backorder' })
    const result = await cart.change(shopper, {
      type: 'add',
      productId: backordered.id,
      quantity: 5,
    })
    expect(result.lines[0].quantity).toBe(5)
  })

  it('drops a product the shop withdraws and says so', async () => {
    const shopper = await guest()
    const sausage = await product()
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    const payload = await testPayload()
    await payload.update({
      collection: 'products',
      id: sausage.id,
      data: { _status: 'draft' },
      draft: false,
    })
    const after = await cart.get(shopper)
    expect(after.lines).toEqual([])
    expect(after.warnings).toEqual(['product-withdrawn'])
  })

  it('moves a guest cart into the account on sign-in, merging with what was there', async () => {
    const email = `${uniqueSlug('cart')}@example.be`
    await testCustomers.register(registration({ email }))
    const first = await testCustomers.signIn(email, 'gehakt-2026', null)
    const asCustomer = { session: first!.session, locale: 'nl' as const }
    const sausage = await product()
    const steak = await product()
    await cart.change(asCustomer, { type: 'add', productId: sausage.id, quantity: 1 })

    const visitor = await guest()
    await cart.change(visitor, { type: 'add', productId: sausage.id, quantity: 2 })
    await cart.change(visitor, { type: 'add', productId: steak.id, quantity: 1 })
    const again = await testCustomers.signIn(email, 'gehakt-2026', visitor.session)
    expect(again?.customer).toMatchObject({ firstName: 'Jan' })
    expect(again?.session).toBe(asCustomer.session)

    const merged = await cart.get(asCustomer)
    expect(merged.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [sausage.id, 3],
      [steak.id, 1],
    ])
    expect((await cart.get(visitor)).lines).toEqual([])
  })
})

describe('idle guest carts', () => {
  it('are deleted after 30 days; recent ones and customers’ carts stay', async () => {
    const payload = await testPayload()
    const sausage = await product()
    const idle = await guest()
    const recent = await guest()
    for (const shopper of [idle, recent])
      await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    const { docs } = await payload.find({
      collection: 'carts',
      where: { guestId: { equals: await guestIdOf(idle) } },
    })
    // A month on, the idle cart is 31 days old and the other was used yesterday.
    const now = new Date(Date.parse(docs[0].updatedAt) + 31 * 24 * 60 * 60 * 1000)
    const recentDoc = await payload.find({
      collection: 'carts',
      where: { guestId: { equals: await guestIdOf(recent) } },
    })
    await payload.db.updateOne({
      collection: 'carts',
      id: recentDoc.docs[0].id,
      data: { updatedAt: new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString() },
    })

    expect(await deleteIdleGuestCarts(payload, now)).toBeGreaterThanOrEqual(1)
    expect((await cart.get(idle)).lines).toEqual([])
    expect((await cart.get(recent)).lines).toHaveLength(1)
  })
})
