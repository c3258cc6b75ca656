import { describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'

import { guestIdOf, guestShopper } from '../support/commerce'
import { testPayload, uniqueSlug } from '../support/payload'
import { statementsDuring } from '../support/statements'

const cart = nativeCart(testPayload)

const counts = (statements: string[]) => statements.filter((text) => /\bcount\(/i.test(text))

describe('reading a cart', () => {
  it('counts no rows: nobody reads the total of a cart lookup', async () => {
    const payload = await testPayload()
    const shopper = await guestShopper()
    const sausage = await payload.create({
      collection: 'products',
      data: {
        name: uniqueSlug('Telworst'),
        sku: uniqueSlug('SKU'),
        priceCents: 1000,
        stock: 10,
        unit: 'piece',
        vatClass: 'food',
        outOfStock: 'notice',
        _status: 'published',
      },
    })
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })

    let lines = 0
    const statements = await statementsDuring(payload, async () => {
      lines = (await cart.get(shopper)).lines.length
    })
    expect(lines).toBe(1)
    expect(statements.length).toBeGreaterThan(0)
    expect(counts(statements)).toEqual([])

    // The same lookup with Payload's default pagination does count: the check sees counts.
    const guestId = await guestIdOf(shopper)
    const paginated = await statementsDuring(payload, () =>
      payload.find({ collection: 'carts', where: { guestId: { equals: guestId } }, limit: 1 }),
    )
    expect(counts(paginated)).toHaveLength(1)
  })
})
