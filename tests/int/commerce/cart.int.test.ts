import { describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { euros } from '@/commerce/rules/money'
import { deleteIdleGuestCarts } from '@/commerce/native/cart-store'
import type { Product as ProductDoc } from '@/payload-types'

import { seedSettings } from '@/seed/settings'

import { guestIdOf, guestShopper, problem } from '../support/commerce'
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

  it('refuses a product the shop has not published', async () => {
    const shopper = await guest()
    const draft = await product({}, 'draft')
    expect(
      await problem(cart.change(shopper, { type: 'add', productId: draft.id, quantity: 1 })),
    ).toBe('product-unavailable')
    expect((await cart.get(shopper)).lines).toEqual([])
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
