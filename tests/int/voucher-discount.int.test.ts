import { randomInt, randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { newGiftCardCode } from '@/commerce/rules/gift-card-code'
import type { GiftCardRecipient } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import { gentDetails } from '../support/addresses'
import { guestShopper, problem } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import { testPayload, uniqueSlug } from './support/payload'
import { mondayMorning, orderDoc, testOrderLinks, testProduct } from './support/native-shop'

const clock = () => mondayMorning
const cart = nativeCart(testPayload, clock)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: clock })
catchShopMail()

const recipient = (): GiftCardRecipient => ({
  recipientName: 'Marie',
  recipientEmail: `${uniqueSlug('marie')}@example.be`,
  senderName: 'Jan',
  senderEmail: 'jan@example.be',
  message: '',
})

const fiftyEuroVoucher = () =>
  testProduct('Cadeaubon', {
    priceCents: 5000,
    stock: 500,
    vatClass: 'standard',
    giftCard: true,
    giftCardAmountCents: 5000,
  })

/** An unlimited 10 % code, as the probe used. */
async function tenPercent() {
  const payload = await testPayload()
  const code = uniqueSlug('tien').toUpperCase()
  await payload.create({
    collection: 'discounts',
    data: { code, kind: 'percentage', value: 10, active: true },
  })
  return code
}

async function hundredEuroCard() {
  const payload = await testPayload()
  return payload.create({
    collection: 'gift-cards',
    data: { code: newGiftCardCode(randomInt), amount: 10000, balance: 10000, currency: 'EUR' },
  })
}

async function guestWithVoucher() {
  const shopper = await guestShopper('en')
  const voucher = await fiftyEuroVoucher()
  await cart.change(shopper, {
    type: 'add',
    productId: voucher.id,
    quantity: 1,
    giftCard: recipient(),
  })
  await cart.change(shopper, { type: 'terms', accepted: true })
  await checkout.setDetails(shopper, gentDetails())
  return shopper
}

beforeAll(async () => {
  await seedSettings(await testPayload())
})

describe('a discount code beside gift vouchers bought', () => {
  it('does not apply to a cart of vouchers only, so paying with a voucher multiplies nothing', async () => {
    const shopper = await guestWithVoucher()
    const code = await tenPercent()
    expect(await problem(cart.change(shopper, { type: 'discount-code', code }))).toBe(
      'discount-not-applicable',
    )
    const card = await hundredEuroCard()
    const withCard = await cart.change(shopper, { type: 'gift-card-code', code: card.code })
    expect(withCard.discountCode).toBeNull()
    expect(withCard.totals.discount.amount).toBe(0)
    expect(withCard.totals.giftCards[0].amount.amount).toBe(5000)

    const placed = await checkout.placeOrder(shopper, {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
      expectedTotal: 0,
    })
    const order = await orderDoc(placed.orderId)
    expect([order.discount, order.discountCode ?? null, order.total]).toEqual([0, null, 0])
    const paying = await (
      await testPayload()
    ).findByID({ collection: 'gift-cards', id: card.id, depth: 0 })
    // €50 of credit bought with exactly €50 of credit.
    expect(paying.balance).toBe(5000)
  }, 90_000)

  it('takes its percentage off the goods only, and their amount alone reaches its minimum', async () => {
    const shopper = await guestWithVoucher()
    const sausage = await testProduct('Bonworst', { priceCents: 2000, stock: 100 })
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: '2026-11-24' })
    const code = await tenPercent()
    const applied = await cart.change(shopper, { type: 'discount-code', code })
    expect(applied.totals.discount.amount).toBe(200)

    const payload = await testPayload()
    const minimum = uniqueSlug('min').toUpperCase()
    await payload.create({
      collection: 'discounts',
      data: { code: minimum, kind: 'percentage', value: 10, active: true, minimumCents: 3000 },
    })
    expect(await problem(cart.change(shopper, { type: 'discount-code', code: minimum }))).toBe(
      'discount-minimum',
    )
  }, 90_000)
})
