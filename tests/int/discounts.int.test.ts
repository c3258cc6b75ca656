import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { nativeOrders } from '@/commerce/native/orders'
import type { CommerceError } from '@/commerce/provider'
import type { Discount } from '@/commerce/rules/discounts'
import type { Shopper } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import { gentDetails } from '../support/addresses'
import { guestShopper, refusedCodes, signedUp } from './support/commerce'
import { saveLadder } from './support/gift-tiers'
import { catchShopMail } from './support/mailbox'
import { testPayload, uniqueSlug } from './support/payload'
import { mondayMorning, readyToOrder, testOrderLinks, testProduct } from './support/native-shop'

// Monday 23 November 2026, 08:00 in Brussels: tomorrow can be delivered.
const clock = mondayMorning
const cart = nativeCart(testPayload, () => clock)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: () => clock })
const orders = nativeOrders(testPayload)
const mailbox = catchShopMail()
const shop = { cart, checkout }

const product = (priceCents: number, categories: number[] = [], stock = 100) =>
  testProduct('Kortingsworst', { priceCents, categories, stock })

type CodeData = Partial<Omit<Discount, 'categoryIds' | 'uses'>> & { categories?: number[] }

async function discountCode(data: CodeData = {}) {
  const payload = await testPayload()
  const code = uniqueSlug('code').toLowerCase()
  return payload.create({
    collection: 'discounts',
    data: { code: ` ${code} `, kind: 'percentage', value: 10, active: true, ...data },
  })
}

const order = (shopper: Shopper) =>
  checkout.placeOrder(shopper, { paymentMethod: 'banktransfer', idempotencyKey: randomUUID() })

/** The problem a call was refused with (a call that goes through fails the test). */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => ({ code: 'accepted', missing: undefined }),
    (error: CommerceError) => ({ code: error.code, missing: error.missing?.amount }),
  )

const usesOf = async (id: number) =>
  (await (await testPayload()).findByID({ collection: 'discounts', id, depth: 0 })).uses

let beef: number
let pork: number

beforeAll(async () => {
  const payload = await testPayload()
  await seedSettings(payload)
  beef = (await payload.create({ collection: 'categories', data: { id: 7101, name: 'Rund' } })).id
  pork = (await payload.create({ collection: 'categories', data: { id: 7102, name: 'Varken' } })).id
})

// The other test files share this database and its catalog's root categories.
afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'categories', where: { id: { in: [beef, pork] } } })
})

describe('a discount code in the cart', () => {
  it('takes its amount off the totals, matched without case or spaces, and comes off again', async () => {
    const sausage = await product(2000)
    const code = await discountCode({ value: 25 })
    const shopper = await readyToOrder(shop, [{ id: sausage.id, quantity: 2 }])

    const applied = await cart.change(shopper, {
      type: 'discount-code',
      code: `  ${code.code.toLowerCase()}`,
    })
    expect(applied.discountCode).toBe(code.code)
    expect(applied.totals.discount.amount).toBe(1000)
    expect(applied.totals.total.amount).toBe(4000 - 1000 + 995)

    const removed = await cart.change(shopper, { type: 'discount-code', code: null })
    expect(removed.discountCode).toBeNull()
    expect(removed.totals.discount.amount).toBe(0)
  })

  it('refuses every code that does not apply, with its reason, and changes nothing', async () => {
    const sausage = await product(2000, [pork])
    const shopper = await readyToOrder(shop, [{ id: sausage.id, quantity: 2 }])
    const attempt = async (data: CodeData) =>
      refusal(
        cart.change(shopper, { type: 'discount-code', code: (await discountCode(data)).code }),
      )

    expect(await refusal(cart.change(shopper, { type: 'discount-code', code: 'NOPE' }))).toEqual({
      code: 'discount-unknown',
      missing: undefined,
    })
    expect((await attempt({ active: false })).code).toBe('discount-unknown')
    expect((await attempt({ validUntil: '2026-11-22' })).code).toBe('discount-expired')
    expect((await attempt({ validFrom: '2026-11-24' })).code).toBe('discount-not-yet-valid')
    expect((await attempt({ categories: [beef] })).code).toBe('discount-not-applicable')
    expect(await attempt({ minimumCents: 5000 })).toEqual({
      code: 'discount-minimum',
      missing: 1000,
    })

    const used = await discountCode({ usageLimit: 1 })
    await (
      await testPayload()
    ).db.drizzle.execute(`UPDATE discounts SET uses = 1 WHERE id = ${used.id}`)
    expect(
      (await refusal(cart.change(shopper, { type: 'discount-code', code: used.code }))).code,
    ).toBe('discount-used-up')
    expect((await cart.get(shopper)).discountCode).toBeNull()
  })

  it('drops a code a change makes inapplicable, and says so', async () => {
    const sausage = await product(2000)
    const code = await discountCode({ minimumCents: 4000 })
    const shopper = await readyToOrder(shop, [{ id: sausage.id, quantity: 2 }])
    await cart.change(shopper, { type: 'discount-code', code: code.code })
    const [line] = (await cart.get(shopper)).lines

    const lowered = await cart.change(shopper, {
      type: 'set-quantity',
      lineId: line.id,
      quantity: 1,
    })

    expect(lowered.discountCode).toBeNull()
    expect(lowered.totals.discount.amount).toBe(0)
    expect(lowered.warnings).toContain('discount-dropped')
    const next = await cart.change(shopper, { type: 'set-quantity', lineId: line.id, quantity: 3 })
    expect(next.warnings).not.toContain('discount-dropped')
  })
})

describe('a discount code on the order', () => {
  it('gives the last use to one of 20 shoppers at once; the others keep their cart and hear why', async () => {
    const sausage = await product(2000)
    const code = await discountCode({ usageLimit: 1 })
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const shopper = await readyToOrder(shop, [{ id: sausage.id }])
        await cart.change(shopper, { type: 'discount-code', code: code.code })
        return shopper
      }),
    )

    const results = await Promise.allSettled(shoppers.map(order))

    const placed = results.filter((result) => result.status === 'fulfilled')
    const refused = refusedCodes(results)
    expect(placed).toHaveLength(1)
    expect(refused).toEqual(Array(19).fill('discount-used-up'))
    expect(await usesOf(code.id)).toBe(1)
    const winner = shoppers[results.findIndex((result) => result.status === 'fulfilled')]
    const { orderId } = (placed[0] as PromiseFulfilledResult<{ orderId: string }>).value
    const doc = await (await testPayload()).findByID({ collection: 'orders', id: orderId })
    expect(doc.discountCode).toBe(code.code)
    expect(doc.discount).toBe(200)
    expect((await orders.get(winner, orderId))!.totals.total.amount).toBe(2000 - 200 + 995)
    const loser = shoppers.find((shopper) => shopper !== winner)!
    expect((await cart.get(loser)).lines).toHaveLength(1)
  })

  it('counts a guest’s uses by the e-mail address given at checkout', async () => {
    const sausage = await product(2000)
    const code = await discountCode({ perCustomerLimit: 1 })
    const email = `${uniqueSlug('once')}@example.be`
    const first = await readyToOrder(shop, [{ id: sausage.id }], { details: gentDetails(email) })
    await cart.change(first, { type: 'discount-code', code: code.code })
    await order(first)

    // A new guest types the code before giving the same address: the order refuses it.
    const second = await guestShopper('en')
    await cart.change(second, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(second, { type: 'discount-code', code: code.code })
    await cart.change(second, { type: 'delivery', method: 'delivery', date: '2026-11-24' })
    await cart.change(second, { type: 'terms', accepted: true })
    await checkout.setDetails(second, gentDetails(email))
    expect((await refusal(order(second)))?.code).toBe('discount-used-up-customer')
    // In the cart, with the address known, the code is refused at once.
    const third = await readyToOrder(shop, [{ id: sausage.id }], { details: gentDetails(email) })
    expect(
      (await refusal(cart.change(third, { type: 'discount-code', code: code.code })))?.code,
    ).toBe('discount-used-up-customer')
    expect(await usesOf(code.id)).toBe(1)
  })

  it('counts a signed-in use and a guest checkout with the same address (+tag, case) together', async () => {
    const sausage = await product(2000)
    const code = await discountCode({ perCustomerLimit: 1 })
    const { customer, session } = await signedUp()
    const [name, domain] = customer.email.split('@')
    const signedIn = await readyToOrder(shop, [{ id: sausage.id }], {
      shopper: { session, locale: 'en' },
      details: gentDetails(customer.email),
    })
    await cart.change(signedIn, { type: 'discount-code', code: code.code })
    await order(signedIn)

    const tagged = `${name.toUpperCase()}+promo@${domain}`
    const guest = await readyToOrder(shop, [{ id: sausage.id }], { details: gentDetails(tagged) })
    expect(
      (await refusal(cart.change(guest, { type: 'discount-code', code: code.code }))).code,
    ).toBe('discount-used-up-customer')
    // The other way round: a guest's use counts for the account of that address.
    const second = await discountCode({ perCustomerLimit: 1 })
    const other = await readyToOrder(shop, [{ id: sausage.id }], {
      details: gentDetails(`${name}+x@${domain}`),
    })
    await cart.change(other, { type: 'discount-code', code: second.code })
    await order(other)
    const again = await readyToOrder(shop, [{ id: sausage.id }], {
      shopper: { session, locale: 'en' },
      details: gentDetails(customer.email),
    })
    expect(
      (await refusal(cart.change(again, { type: 'discount-code', code: second.code }))).code,
    ).toBe('discount-used-up-customer')
    expect([await usesOf(code.id), await usesOf(second.id)]).toEqual([1, 1])
  })

  it('gives the use back once when the unpaid order is cancelled', async () => {
    const payload = await testPayload()
    const sausage = await product(2000)
    const code = await discountCode({ usageLimit: 1 })
    const shopper = await readyToOrder(shop, [{ id: sausage.id }])
    await cart.change(shopper, { type: 'discount-code', code: code.code })
    const placed = await order(shopper)
    expect(await usesOf(code.id)).toBe(1)
    const created = await payload.create({
      collection: 'admins',
      data: { email: `${uniqueSlug('owner')}@example.be`, password: 'owner-password-1' },
    })
    const admin = { ...created, collection: 'admins' as const }
    const id = Number(placed.orderId)

    await Promise.all([
      payload.update({ collection: 'orders', id, data: { status: 'cancelled' }, user: admin }),
      payload.update({ collection: 'orders', id, data: { status: 'cancelled' }, user: admin }),
    ])
    await payload.update({ collection: 'orders', id, data: { status: 'pending' }, user: admin })
    await payload.update({ collection: 'orders', id, data: { status: 'cancelled' }, user: admin })

    expect(await usesOf(code.id)).toBe(0)
    const { totalDocs } = await payload.count({
      collection: 'discount-uses',
      where: { discount: { equals: code.id } },
    })
    expect(totalDocs).toBe(0)
    // The use is free again for someone else.
    const next = await readyToOrder(shop, [{ id: sausage.id }])
    await cart.change(next, { type: 'discount-code', code: code.code })
    await order(next)
    expect(await usesOf(code.id)).toBe(1)
  })

  it('keeps a code’s count when a form opened earlier is saved in the admin', async () => {
    const payload = await testPayload()
    const code = await discountCode({ usageLimit: 5 })
    const sausage = await product(2000)
    const shopper = await readyToOrder(shop, [{ id: sausage.id }])
    await cart.change(shopper, { type: 'discount-code', code: code.code })
    await order(shopper)
    await payload.update({ collection: 'discounts', id: code.id, data: { ...code, value: 15 } })
    expect(await usesOf(code.id)).toBe(1)
  })
})

describe('gift tiers on the order', () => {
  it('adds the tier’s gift as a free line on an order above €200, in the order’s language', async () => {
    const payload = await testPayload()
    await saveLadder(payload, [
      {
        from: 20000,
        gift: { nl: 'Een potje mosterd', fr: 'Un pot de moutarde', en: 'A jar of our mustard' },
      },
    ])
    const ham = await product(21000)
    const email = `${uniqueSlug('gift')}@example.be`
    const shopper = await readyToOrder(shop, [{ id: ham.id }], { details: gentDetails(email) })
    expect((await cart.get(shopper)).gift).toEqual({
      name: 'A jar of our mustard',
      freeDelivery: false,
    })

    const placed = await order(shopper)

    const placedOrder = await orders.get(shopper, placed.orderId)
    expect(placedOrder!.lines.at(-1)).toMatchObject({
      productId: null,
      name: 'A jar of our mustard',
      quantity: 1,
      unitPrice: { amount: 0 },
      vatRate: 0,
      total: { amount: 0 },
    })
    expect(placedOrder!.total.amount).toBe(21000)
    expect(mailbox().to(email)[0].text).toContain('1 × A jar of our mustard')
  })
})
