import { beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import type { Shopper } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'
import { CLIENT_ADDRESS_HEADER } from '@/security/client-address'
import { throttledCodeAttempt } from '@/security/code-attempts'

import { guestShopper, problem } from './support/commerce'
import { testPayload, uniqueSlug } from './support/payload'
import { mondayMorning, testProduct } from './support/native-shop'

const cart = nativeCart(testPayload, () => mondayMorning)

/** A guest whose cart holds a sausage. */
async function guestCart(): Promise<Shopper> {
  const shopper = await guestShopper('nl')
  const sausage = await testProduct('Raadworst', { priceCents: 2000 })
  await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
  return shopper
}

/** One code typed into the cart from `address`, as the cart's code action tries it. */
const typeCode = async (shopper: Shopper, address: string, code: string, giftCard = false) =>
  problem(
    throttledCodeAttempt(
      await testPayload(),
      new Headers({ [CLIENT_ADDRESS_HEADER]: address }),
      shopper.session!,
      () =>
        cart.change(
          shopper,
          giftCard ? { type: 'gift-card-code', code } : { type: 'discount-code', code },
        ),
    ),
  )

const guess = (i: number) => `GUESS-${String(i).padStart(4, '0')}`

beforeAll(async () => {
  await seedSettings(await testPayload())
})

describe('guessing codes', () => {
  it('refuses 300 guesses from 20 carts at once on one address after the address’s 30', async () => {
    const carts = await Promise.all(Array.from({ length: 20 }, guestCart))
    // The 20 carts guess side by side, 15 codes each, as the probe did.
    const answers = (
      await Promise.all(
        carts.map(async (shopper, c) => {
          const mine: (string | undefined)[] = []
          for (let i = 0; i < 15; i++)
            mine.push(await typeCode(shopper, '203.0.113.50', guess(c * 15 + i), i % 3 === 0))
          return mine
        }),
      )
    ).flat()
    const count = (...codes: string[]) => answers.filter((a) => codes.includes(a ?? '')).length
    expect(count('discount-unknown', 'gift-card-unknown')).toBe(30)
    expect(count('codes-throttled')).toBe(270)
  }, 180_000)

  it('refuses a cart’s eleventh guess whatever address it comes from', async () => {
    const shopper = await guestCart()
    const answers: (string | undefined)[] = []
    for (let i = 0; i < 12; i++) answers.push(await typeCode(shopper, `198.51.100.${i}`, guess(i)))
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('discount-unknown'))
    expect(answers.slice(10)).toEqual(['codes-throttled', 'codes-throttled'])
  }, 120_000)

  it('does not count a code that applies', async () => {
    const payload = await testPayload()
    const code = uniqueSlug('echt').toUpperCase()
    await payload.create({
      collection: 'discounts',
      data: { code, kind: 'percentage', value: 5, active: true },
    })
    const shopper = await guestCart()
    for (let i = 0; i < 11; i++)
      expect(await typeCode(shopper, '192.0.2.77', code)).toBe('no problem')
    expect(await typeCode(shopper, '192.0.2.77', guess(1))).toBe('discount-unknown')
  }, 120_000)
})
