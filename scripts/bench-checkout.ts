/**
 * Checkout benchmark: a throwaway database with published products, then rounds of shoppers who
 * each place an order at the same moment (cart of a few lines, delivery tomorrow, bank
 * transfer); prints the latency of placing an order. A first round warms the server up (a running
 * shop is warm) and is not counted. The confirmation mail is composed but goes nowhere.
 * Usage: npm run bench:checkout [-- --concurrent 20 --rounds 10 --warmup 1]
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'

import { nativeCart } from '../src/commerce/native/cart'
import { nativeCheckout } from '../src/commerce/native/checkout'
import { newGuestSession } from '../src/commerce/native/shopper-session'
import type { Shopper } from '../src/commerce/types'

import { insertBenchProducts, summarize, withBenchDatabase } from './lib/bench'
import { withMigratedPayload } from './lib/prepare-payload'

const { values } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
  },
})
const CONCURRENT = Number(values.concurrent)
const ROUNDS = Number(values.rounds)
const WARMUP = Number(values.warmup)
const PRODUCTS = 200
const LINES = 3

const address = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.be',
  phone: '+32 9 123 45 67',
  company: null,
  vatNumber: null,
  street: 'Kouter',
  houseNumber: '12',
  postcode: '9000',
  city: 'Gent',
  country: 'BE' as const,
  extraInfo: null,
}

async function main() {
  await withBenchDatabase('checkout', () =>
    withMigratedPayload(async (payload) => {
      const products = await insertBenchProducts(process.env.DATABASE_URL!, PRODUCTS, {
        sku: 'CHECKOUT',
        stock: 100000,
      })
      const cart = nativeCart(async () => payload)
      const checkout = nativeCheckout(
        async () => payload,
        cart,
        async (id) => `https://shop.example/orderdetails/${id}`,
        { send: async () => {} },
      )
      const date = (await cart.bookingOptions('BE')).dates.delivery[0]
      const timings: number[] = []
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        const shoppers: Shopper[] = Array.from({ length: CONCURRENT }, () => ({
          session: newGuestSession(payload.secret),
          locale: 'nl',
        }))
        await Promise.all(
          shoppers.map(async (shopper, s) => {
            for (let line = 0; line < LINES; line++) {
              const productId = products[(round * CONCURRENT * LINES + s * LINES + line) % PRODUCTS]
              await cart.change(shopper, { type: 'add', productId, quantity: 1 })
            }
            await cart.change(shopper, { type: 'delivery', method: 'delivery', date })
            await cart.change(shopper, { type: 'terms', accepted: true })
            await checkout.setDetails(shopper, {
              email: address.email,
              phone: address.phone,
              billing: address,
              shipping: null,
            })
          }),
        )
        await Promise.all(
          shoppers.map(async (shopper) => {
            const started = performance.now()
            await checkout.placeOrder(shopper, {
              paymentMethod: 'banktransfer',
              idempotencyKey: randomUUID(),
            })
            if (round >= WARMUP) timings.push(performance.now() - started)
          }),
        )
      }
      console.log(
        `Place an order (${LINES} lines), ${CONCURRENT} shoppers at once, ${ROUNDS} rounds after ${WARMUP} to warm up`,
      )
      console.log(summarize(timings))
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
