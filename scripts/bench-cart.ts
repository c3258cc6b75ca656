/**
 * Cart benchmark: a throwaway database with published products, then shoppers filling carts as the
 * storefront does (add to cart, read the cart with totals, count it for the header badge); prints
 * latency per operation.
 * Usage: npm run bench:cart [-- --shoppers 100 --lines 10]
 */
import { parseArgs } from 'node:util'

import { nativeCart } from '../src/commerce/native/cart'
import { newGuestSession } from '../src/commerce/native/shopper-session'
import type { Shopper } from '../src/commerce/types'

import { insertBenchProducts, summarize, timeEach, withBenchDatabase } from './lib/bench'
import { withMigratedPayload } from './lib/prepare-payload'

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '100' },
    lines: { type: 'string', default: '10' },
  },
})
const SHOPPERS = Number(values.shoppers)
const LINES = Number(values.lines)
const PRODUCTS = 500

async function main() {
  await withBenchDatabase('cart', () =>
    withMigratedPayload(async (payload) => {
      const products = await insertBenchProducts(process.env.DATABASE_URL!, PRODUCTS, {
        sku: 'CART',
        stock: 1000,
      })
      const cart = nativeCart(async () => payload)
      const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, () => ({
        session: newGuestSession(payload.secret),
        locale: 'nl',
      }))
      const adds = shoppers.flatMap((shopper, s) =>
        Array.from({ length: LINES }, (_, l) => ({
          shopper,
          productId: products[(s * LINES + l * 7) % products.length],
        })),
      )
      const addTimings = await timeEach(adds, ({ shopper, productId }) =>
        cart.change(shopper, { type: 'add', productId, quantity: 1 }),
      )
      console.log(`Add to cart, ${adds.length} times (carts of up to ${LINES} lines)`)
      console.log(summarize(addTimings))
      const readTimings = await timeEach(shoppers, (shopper) => cart.get(shopper))
      console.log(`Read a cart of ${LINES} lines with totals, ${shoppers.length} times`)
      console.log(summarize(readTimings))
      const countTimings = await timeEach(shoppers, (shopper) => cart.itemCount(shopper))
      console.log(`Count the items of a ${LINES}-line cart for the badge, ${shoppers.length} times`)
      console.log(summarize(countTimings))
    }),
  )
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
