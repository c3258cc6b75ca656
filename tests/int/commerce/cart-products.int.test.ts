import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'

import { guestShopper } from '../support/commerce'
import { testProduct } from '../support/native-shop'
import { testPayload, uniqueSlug } from '../support/payload'
import { statementsDuring } from '../support/statements'

const cart = nativeCart(testPayload)

async function productInCart(name: string) {
  const payload = await testPayload()
  const shopper = await guestShopper()
  const product = await testProduct(name, { priceCents: 1000, stock: 10 })
  await cart.change(shopper, { type: 'add', productId: product.id, quantity: 2 })
  return { payload, shopper, product }
}

/** A change made straight in the database, as another server's save or an order's stock would. */
const inDatabase = async (
  payload: Awaited<ReturnType<typeof testPayload>>,
  query: ReturnType<typeof sql>,
) => (payload.db as unknown as PostgresAdapter).drizzle.execute(query)

describe("a cart's products", () => {
  it('show what an order costs and the stock as they are now, even changed by another server', async () => {
    const { payload, shopper, product } = await productInCart('Gehakt')
    expect((await cart.get(shopper)).lines[0].unitPrice.amount).toBe(1000)

    await inDatabase(
      payload,
      sql`UPDATE products SET price_cents = 1250, stock = 1 WHERE id = ${product.id}`,
    )
    const [line] = (await cart.get(shopper)).lines
    expect(line.unitPrice.amount).toBe(1250)
    expect(line.lineTotal.amount).toBe(2500)
    expect(line.warnings).toEqual(['not-enough-stock'])

    await inDatabase(payload, sql`UPDATE products SET _status = 'draft' WHERE id = ${product.id}`)
    expect((await cart.get(shopper)).lines).toEqual([])
  })

  it('show a name saved on this server at the next read', async () => {
    const { payload, shopper, product } = await productInCart('Spek')
    await cart.get(shopper)
    const renamed = uniqueSlug('Gerookt spek')
    await payload.update({ collection: 'products', id: product.id, data: { name: renamed } })
    expect((await cart.get(shopper)).lines[0].product.name).toBe(renamed)
  })

  it('read words and pictures once, then only the cart and one row per product', async () => {
    const { payload, shopper, product } = await productInCart('Worst')
    // Saving the product forgets what this server kept of it.
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { shortDescription: 'Mals' },
    })
    const first = await statementsDuring(payload, () => cart.get(shopper))
    const again = await statementsDuring(payload, () => cart.get(shopper))
    const productReads = (statements: string[]) =>
      statements.filter((text) => /from "?products"?/i.test(text))
    expect(productReads(first).length).toBeGreaterThan(1)
    expect(productReads(again)).toHaveLength(1)
    expect(again.length).toBeLessThan(first.length)
  })
})
