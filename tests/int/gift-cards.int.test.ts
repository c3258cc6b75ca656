import { randomInt, randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { nativeOrders } from '@/commerce/native/orders'
import { newGiftCardCode } from '@/commerce/rules/gift-card-code'
import type { GiftCardRecipient, Shopper } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import { guestShopper, problem } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import { testPayload, uniqueSlug } from './support/payload'
import {
  mondayMorning,
  orderDoc,
  readyToOrder,
  testOrderLinks,
  testProduct,
} from './support/native-shop'

// Monday 23 November 2026, 08:00 in Brussels: tomorrow can be delivered.
const clock = () => mondayMorning
const cart = nativeCart(testPayload, clock)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: clock })
const orders = nativeOrders(testPayload)
const mailbox = catchShopMail()
const shop = { cart, checkout }

const attempt = () => ({ paymentMethod: 'banktransfer', idempotencyKey: randomUUID() })

const product = (priceCents: number, giftCardCents?: number) =>
  testProduct(giftCardCents ? 'Cadeaubon' : 'Bonworst', {
    priceCents,
    stock: 500,
    vatClass: giftCardCents ? 'standard' : 'food',
    giftCard: Boolean(giftCardCents),
    giftCardAmountCents: giftCardCents,
  })

/** A voucher the shop issued earlier, with `balance` left. */
async function voucher(balance: number) {
  const payload = await testPayload()
  return payload.create({
    collection: 'gift-cards',
    data: { code: newGiftCardCode(randomInt), amount: balance, balance, currency: 'EUR' },
  })
}

const balanceOf = async (id: number) =>
  (await (await testPayload()).findByID({ collection: 'gift-cards', id, depth: 0 })).balance

const historyOf = async (id: number) => {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'gift-card-transactions',
    where: { giftCard: { equals: id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs.map((doc) => [doc.kind, doc.amount, doc.balanceAfter])
}

async function staff() {
  const payload = await testPayload()
  const created = await payload.create({
    collection: 'admins',
    data: { email: `${uniqueSlug('staff')}@example.be`, password: 'staff-password-1' },
  })
  return { ...created, collection: 'admins' as const }
}

beforeAll(async () => {
  await seedSettings(await testPayload())
})

describe('buying a gift voucher', () => {
  const recipient = (): GiftCardRecipient => ({
    recipientName: 'Marie',
    recipientEmail: `${uniqueSlug('marie')}@example.be`,
    senderName: 'Jan',
    senderEmail: 'jan@example.be',
    message: 'Happy birthday! Try the côte de boeuf.',
  })

  it('refuses a voucher without a valid recipient, and adds nothing', async () => {
    const giftVoucher = await product(5000, 5000)
    const shopper = await guestShopper('en')
    const bad = { ...recipient(), recipientEmail: 'marie-at-home' }
    expect(
      await problem(
        cart.change(shopper, {
          type: 'add',
          productId: giftVoucher.id,
          quantity: 1,
          giftCard: bad,
        }),
      ),
    ).toBe('gift-card-details-required')
    expect(
      await problem(cart.change(shopper, { type: 'add', productId: giftVoucher.id, quantity: 1 })),
    ).toBe('gift-card-details-required')
    expect((await cart.get(shopper)).lines).toHaveLength(0)
  })

  it('keeps each recipient on a line of its own, and on the order line', async () => {
    const giftVoucher = await product(5000, 5000)
    const first = recipient()
    const shopper = await readyToOrder(shop, [{ id: giftVoucher.id, giftCard: first }])
    const second = { ...recipient(), recipientName: 'Piet' }
    await cart.change(shopper, {
      type: 'add',
      productId: giftVoucher.id,
      quantity: 1,
      giftCard: second,
    })
    const lines = (await cart.get(shopper)).lines
    expect(lines.map((line) => line.giftCard?.recipientName)).toEqual(['Marie', 'Piet'])
    const placed = await checkout.placeOrder(shopper, attempt())
    const order = await orderDoc(placed.orderId)
    expect(
      order.lines.map((line) => [line.giftCard?.recipientEmail, line.giftCard?.amount]),
    ).toEqual([
      [first.recipientEmail, 5000],
      [second.recipientEmail, 5000],
    ])
  })

  it('issues the code once when the order is paid, and mails it to the recipient', async () => {
    const payload = await testPayload()
    const giftVoucher = await product(5000, 5000)
    const marie = recipient()
    const placed = await checkout.placeOrder(
      await readyToOrder(shop, [{ id: giftVoucher.id, giftCard: marie }]),
      attempt(),
    )
    const id = Number(placed.orderId)
    const where = { order: { equals: id } }
    expect((await payload.count({ collection: 'gift-cards', where })).totalDocs).toBe(0)

    const admin = await staff()
    await Promise.all([
      payload.update({ collection: 'orders', id, data: { paymentStatus: 'paid' }, user: admin }),
      payload.update({ collection: 'orders', id, data: { paymentStatus: 'paid' }, user: admin }),
    ])
    await payload.update({ collection: 'orders', id, data: { status: 'processing' }, user: admin })
    await payload.update({ collection: 'orders', id, data: { paymentStatus: 'paid' }, user: admin })

    const { docs } = await payload.find({ collection: 'gift-cards', where, depth: 0 })
    expect(docs).toHaveLength(1)
    const [card] = docs
    expect(card.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect([card.amount, card.balance, card.locale, card.senderName]).toEqual([
      5000,
      5000,
      'en',
      'Jan',
    ])
    expect(await historyOf(card.id)).toEqual([['issued', 5000, 5000]])
    const mails = mailbox().to(marie.recipientEmail)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Jan gives you a De Vleesboetiek gift voucher')
    expect(mails[0].text).toContain(card.code)
    expect(mails[0].text).toContain('€50.00')
    expect(mails[0].text).toContain('Happy birthday! Try the côte de boeuf.')
  })
})

describe('paying with a gift voucher', () => {
  it('pays part, keeps the rest for a later order, then pays what is left', async () => {
    const sausage = await product(2000)
    const card = await voucher(5000)

    const first = await readyToOrder(shop, [{ id: sausage.id }])
    const before = (await cart.get(first)).totals
    const withCode = await cart.change(first, {
      type: 'gift-card-code',
      code: card.code.toLowerCase().replace(/-/g, ' '),
    })
    const due = before.total.amount
    expect(withCode.giftCardCode).toBe(card.code)
    expect(withCode.totals.giftCards).toEqual([
      {
        code: card.code,
        amount: { amount: due, currency: 'EUR' },
        remaining: { amount: 5000 - due, currency: 'EUR' },
      },
    ])
    expect(withCode.totals.total.amount).toBe(0)
    const paidInFull = await checkout.placeOrder(first, {
      ...attempt(),
      expectedTotal: 0,
    })
    expect((await orderDoc(paidInFull.orderId)).paymentStatus).toBe('paid')
    expect(await balanceOf(card.id)).toBe(5000 - due)

    const second = await readyToOrder(shop, [{ id: sausage.id, quantity: 3 }])
    const bigger = (await cart.get(second)).totals.total.amount
    const partly = await cart.change(second, { type: 'gift-card-code', code: card.code })
    expect(partly.totals.total.amount).toBe(bigger - (5000 - due))
    const rest = await checkout.placeOrder(second, attempt())
    const order = await orders.get(second, rest.orderId)
    expect(order!.paymentStatus).toBe('pending')
    expect(order!.total.amount).toBe(bigger - (5000 - due))
    expect(order!.totals.giftCards[0].amount.amount).toBe(5000 - due)
    expect(await balanceOf(card.id)).toBe(0)
    expect(await historyOf(card.id)).toEqual([
      ['redeemed', -due, 5000 - due],
      ['redeemed', -(5000 - due), 0],
    ])

    const third = await readyToOrder(shop, [{ id: sausage.id }])
    expect(await problem(cart.change(third, { type: 'gift-card-code', code: card.code }))).toBe(
      'gift-card-used-up',
    )
    expect(
      await problem(cart.change(third, { type: 'gift-card-code', code: 'ABCD-EFGH-JKMN-PQRS' })),
    ).toBe('gift-card-unknown')
    expect(await problem(cart.change(third, { type: 'gift-card-code', code: 'nonsense' }))).toBe(
      'gift-card-unknown',
    )
    expect((await cart.get(third)).giftCardCode).toBeNull()
  })

  it('never drives a balance below zero: of 20 orders at once, only those it affords go through', async () => {
    const sausage = await product(2000)
    const probe = await readyToOrder(shop, [{ id: sausage.id }])
    const orderTotal = (await cart.get(probe)).totals.total.amount
    const card = await voucher(orderTotal * 3)
    const shoppers: Shopper[] = await Promise.all(
      Array.from({ length: 20 }, () => readyToOrder(shop, [{ id: sausage.id }])),
    )
    for (const shopper of shoppers)
      await cart.change(shopper, { type: 'gift-card-code', code: card.code })

    const results = await Promise.allSettled(
      shoppers.map((shopper) => checkout.placeOrder(shopper, attempt())),
    )

    const placed = results.filter((result) => result.status === 'fulfilled')
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as { code?: string }).code] : [],
    )
    expect(placed).toHaveLength(3)
    expect(refused).toEqual(Array(17).fill('gift-card-used-up'))
    expect(await balanceOf(card.id)).toBe(0)
    expect((await historyOf(card.id)).map(([kind]) => kind)).toEqual(Array(3).fill('redeemed'))
    const kept = await Promise.all(
      shoppers.map(async (shopper) => (await cart.get(shopper)).lines.length),
    )
    expect(kept.filter((lines) => lines === 1)).toHaveLength(17)
  })

  it('gives the amount back once when an unpaid order is cancelled', async () => {
    const payload = await testPayload()
    const sausage = await product(2000)
    const card = await voucher(1000)
    const shopper = await readyToOrder(shop, [{ id: sausage.id, quantity: 2 }])
    await cart.change(shopper, { type: 'gift-card-code', code: card.code })
    const placed = await checkout.placeOrder(shopper, attempt())
    expect(await balanceOf(card.id)).toBe(0)

    const admin = await staff()
    const id = Number(placed.orderId)
    const cancel = () =>
      payload.update({ collection: 'orders', id, data: { status: 'cancelled' }, user: admin })
    await Promise.all([cancel(), cancel()])
    await payload.update({ collection: 'orders', id, data: { status: 'pending' }, user: admin })
    await cancel()

    expect(await balanceOf(card.id)).toBe(1000)
    expect(await historyOf(card.id)).toEqual([
      ['redeemed', -1000, 0],
      ['returned', 1000, 1000],
    ])
  })
})
