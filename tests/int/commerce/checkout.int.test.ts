import { randomUUID } from 'node:crypto'
import { createLocalReq } from 'payload'
import { extractText } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { nativeOrders } from '@/commerce/native/orders'
import { pickingListEndpoint } from '@/collections/Orders/picking-list-endpoint'
import { euros } from '@/commerce/rules/money'
import { isStructuredCommunication } from '@/commerce/rules/structured-communication'

import { guestShopper, problem } from '../support/commerce'
import { catchShopMail } from '../support/mailbox'
import { testPayload, uniqueSlug } from '../support/payload'
import { seedSettings } from '@/seed/settings'

import { gentAddress, gentDetails } from '../../support/addresses'
import {
  mondayMorning,
  readyToOrder,
  stockOf,
  testOrderLinks,
  testProduct,
} from '../support/native-shop'

// Monday 23 November 2026, 08:00 in Brussels: tomorrow can be delivered.
let clock = mondayMorning
const cart = nativeCart(testPayload, () => clock)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: () => clock })
const orders = nativeOrders(testPayload)
const mailbox = catchShopMail()

const home = gentAddress
const details = gentDetails()
const shop = { cart, checkout }

const product = (stock: number, priceCents = 2000) =>
  testProduct('Bestelworst', { stock, priceCents })

beforeAll(async () => {
  const payload = await testPayload()
  await seedSettings(payload)
  await payload.updateGlobal({
    slug: 'shop-settings',
    data: {
      bankTransfer: {
        accountHolder: 'De Vleesboetiek',
        iban: 'BE68 5390 0754 7034',
        bic: 'GKCCBEBB',
      },
    },
  })
})

describe('placing an order', () => {
  it('confirms the order by mail, with the bank transfer’s structured reference', async () => {
    const sausage = await product(10, 2000)
    const email = `${uniqueSlug('order')}@example.be`
    const shopper = await readyToOrder(shop, [{ id: sausage.id, quantity: 3 }], {
      details: gentDetails(email),
    })

    const placed = await checkout.placeOrder(shopper, {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
    })

    expect(placed.number).toMatch(/^2026-\d{6}$/)
    const order = await orders.get(shopper, placed.orderId)
    expect(isStructuredCommunication(order!.payment.reference!)).toBe(true)
    const [mail] = mailbox().to(email)
    expect(mail.subject).toBe(`Your order ${placed.number} at De Vleesboetiek`)
    expect(mail.text).toContain('Total: €69.95')
    expect(mail.text).toContain(
      `Transfer €69.95 to BE68 5390 0754 7034 (GKCCBEBB, De Vleesboetiek) with the structured reference ${order!.payment.reference}.`,
    )
    expect(mail.html).toContain(
      `href="https://shop.example/en/orderdetails/${placed.orderId}?token=${placed.accessToken}"`,
    )
  })

  it('numbers orders one after the other', async () => {
    const sausage = await product(10)
    const first = await checkout.placeOrder(await readyToOrder(shop, [{ id: sausage.id }]), {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
    })
    const second = await checkout.placeOrder(await readyToOrder(shop, [{ id: sausage.id }]), {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
    })
    expect(Number(second.number.slice(5))).toBe(Number(first.number.slice(5)) + 1)
  })

  it('gives 5 orders and 45 clear sold-out answers when 50 shoppers buy the last 5', async () => {
    const lastOnes = await product(5)
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, () => readyToOrder(shop, [{ id: lastOnes.id }])),
    )
    const results = await Promise.allSettled(
      shoppers.map((shopper) =>
        checkout.placeOrder(shopper, {
          paymentMethod: 'banktransfer',
          idempotencyKey: randomUUID(),
        }),
      ),
    )
    const placed = results.filter((result) => result.status === 'fulfilled')
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as { code?: string }).code] : [],
    )
    expect(placed).toHaveLength(5)
    expect(refused).toEqual(Array(45).fill('out-of-stock'))
    expect(await stockOf(lastOnes.id)).toBe(0)
    const { totalDocs } = await (
      await testPayload()
    ).count({
      collection: 'orders',
      where: { 'lines.product': { equals: lastOnes.id } },
    })
    expect(totalDocs).toBe(5)
  })

  it('gives one order for a double-clicked or resent submit', async () => {
    const sausage = await product(10)
    const shopper = await readyToOrder(shop, [{ id: sausage.id, quantity: 2 }])
    const attempt = { paymentMethod: 'banktransfer', idempotencyKey: randomUUID() }
    const [first, second] = await Promise.all([
      checkout.placeOrder(shopper, attempt),
      checkout.placeOrder(shopper, attempt),
    ])
    const third = await checkout.placeOrder(shopper, attempt)
    expect(second.orderId).toBe(first.orderId)
    expect(third.orderId).toBe(first.orderId)
    expect(await stockOf(sausage.id)).toBe(8)
  })

  it('refuses a date that passed while the shopper was checking out, and takes nothing', async () => {
    const sausage = await product(10)
    const late = await readyToOrder(shop, [{ id: sausage.id }])
    clock = new Date('2026-11-23T09:30:00Z') // 10:30 in Brussels: tomorrow is gone
    try {
      const attempt = { paymentMethod: 'banktransfer', idempotencyKey: randomUUID() }
      expect(await problem(checkout.placeOrder(late, attempt))).toBe('date-unavailable')
    } finally {
      clock = new Date('2026-11-23T07:00:00Z')
    }
    expect(await stockOf(sausage.id)).toBe(10)
    expect((await cart.get(late)).lines).toHaveLength(1)
  })
})

describe('orders abroad', () => {
  const berlin = {
    ...home,
    street: 'Unter den Linden',
    houseNumber: '5',
    postcode: '10117',
    city: 'Berlin',
    country: 'DE' as const,
  }

  it('switches a Belgian cart to Germany at checkout: its rate and VAT in the order, the mail and the invoice', async () => {
    const ribeye = await product(10, 2500)
    const email = `${uniqueSlug('berlin')}@example.de`
    const shopper = await readyToOrder(shop, [{ id: ribeye.id, quantity: 2 }], {
      details: gentDetails(email),
    })
    expect((await cart.get(shopper)).country).toBe('BE')

    await checkout.setDetails(shopper, { ...details, email, billing: { ...berlin, email } })
    // €50 of meat and €14.95 delivery, both at Germany's 7 %.
    expect((await cart.get(shopper)).totals).toMatchObject({
      shipping: euros(1495),
      vat: [{ rate: 7, amount: euros(425) }],
      total: euros(6495),
    })
    const placed = await checkout.placeOrder(shopper, {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
      expectedTotal: 6495,
    })

    const order = await orders.get(shopper, placed.orderId)
    expect(order).toMatchObject({
      shippingAddress: { city: 'Berlin', country: 'DE' },
      lines: [{ vatRate: 7, total: euros(5000) }],
      totals: { shipping: euros(1495), vat: [{ rate: 7, amount: euros(425) }] },
      total: euros(6495),
    })
    const [mail] = mailbox().to(email)
    expect(mail.text).toContain('Delivery: €14.95\nTotal: €64.95\nIncluding VAT 7%: €4.25')
    expect(mail.text).toContain('Unter den Linden 5, 10117 Berlin, Germany.')

    const payload = await testPayload()
    await payload.update({
      collection: 'orders',
      id: Number(placed.orderId),
      data: { paymentStatus: 'paid' },
      overrideAccess: true,
      context: { changedBy: 'test' },
    })
    const invoice = await orders.invoice(shopper, placed.orderId)
    const { text } = await extractText(new Uint8Array(invoice!.content), { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toMatch(/VAT 7% €4\.25/)
    expect(flat).toContain('Germany')
  })

  it('prices a pickup in Belgium though the cart keeps a Dutch delivery country', async () => {
    const sausage = await product(10, 2000)
    const shopper = await guestShopper('en')
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(shopper, { type: 'country', country: 'NL' })
    await cart.change(shopper, { type: 'delivery', method: 'pickup', date: '2026-11-24' })
    await cart.change(shopper, { type: 'terms', accepted: true })
    const dutchBilling = { ...home, postcode: '1012 AB', city: 'Amsterdam', country: 'NL' as const }
    await checkout.setDetails(shopper, { ...details, billing: dutchBilling })
    expect(await cart.get(shopper)).toMatchObject({
      country: 'NL',
      totals: { shipping: euros(0), vat: [{ rate: 6, amount: euros(113) }], total: euros(2000) },
    })

    const placed = await checkout.placeOrder(shopper, {
      paymentMethod: 'pay-at-pickup',
      idempotencyKey: randomUUID(),
    })
    expect(await orders.get(shopper, placed.orderId)).toMatchObject({
      deliveryMethod: 'pickup',
      lines: [{ vatRate: 6 }],
      totals: { shipping: euros(0), vat: [{ rate: 6, amount: euros(113) }] },
    })
    // Back to delivery: the cart is priced for the Netherlands again.
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 1 })
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: null })
    expect(await cart.get(shopper)).toMatchObject({
      country: 'NL',
      totals: { shipping: euros(1295), vat: [{ rate: 9 }] },
    })
  })
})

describe('order statuses in the admin', () => {
  it('records who changed what and when, and restocks a cancelled unpaid order once', async () => {
    const payload = await testPayload()
    const sausage = await product(10)
    const placed = await checkout.placeOrder(
      await readyToOrder(shop, [{ id: sausage.id, quantity: 4 }]),
      {
        paymentMethod: 'banktransfer',
        idempotencyKey: randomUUID(),
      },
    )
    expect(await stockOf(sausage.id)).toBe(6)
    const created = await payload.create({
      collection: 'admins',
      data: {
        email: `${uniqueSlug('owner')}@example.be`,
        password: 'owner-password-1',
        name: 'Owner',
      },
    })
    const admin = { ...created, collection: 'admins' as const }
    const id = Number(placed.orderId)

    await payload.update({ collection: 'orders', id, data: { status: 'processing' }, user: admin })
    await Promise.all([
      payload.update({ collection: 'orders', id, data: { status: 'cancelled' }, user: admin }),
      payload.update({ collection: 'orders', id, data: { status: 'cancelled' }, user: admin }),
    ])
    await payload.update({ collection: 'orders', id, data: { status: 'pending' }, user: admin })
    await payload.update({ collection: 'orders', id, data: { status: 'cancelled' }, user: admin })

    expect(await stockOf(sausage.id)).toBe(10)
    const order = await payload.findByID({ collection: 'orders', id, depth: 0 })
    expect(order.history?.map((entry) => [entry.field, entry.from, entry.to, entry.by])).toEqual([
      ['status', 'pending', 'processing', admin.email],
      ['status', 'processing', 'cancelled', admin.email],
      ['status', 'cancelled', 'pending', admin.email],
      ['status', 'pending', 'cancelled', admin.email],
    ])
  })
})

describe('the owner’s picking list', () => {
  it('adds up the day’s orders per product, lists each order, and exports CSV, for staff only', async () => {
    const payload = await testPayload()
    const sausage = await product(20)
    const day = '2026-11-27'
    // The second customer's name holds a leading TAB and a CR before a formula, and accents.
    const billings = [home, { ...home, firstName: '\t=2+2 Zoë', lastName: 'Brûlé\r=1+1' }]
    for (const [index, quantity] of [2, 3].entries()) {
      const shopper = await guestShopper('nl')
      await cart.change(shopper, { type: 'add', productId: sausage.id, quantity })
      await cart.change(shopper, { type: 'delivery', method: 'delivery', date: day })
      await cart.change(shopper, { type: 'terms', accepted: true })
      await checkout.setDetails(shopper, { ...details, billing: billings[index] })
      await checkout.placeOrder(shopper, {
        paymentMethod: 'banktransfer',
        idempotencyKey: randomUUID(),
      })
    }
    const staff = await payload.create({
      collection: 'admins',
      data: { email: `${uniqueSlug('picker')}@example.be`, password: 'picker-password-1' },
    })
    /** The endpoint as Payload's REST handler calls it, for a signed-in admin or nobody. */
    const get = async (query: string, user: typeof staff | null = staff, language = 'nl') => {
      const req = await createLocalReq(
        { user: user ? { ...user, collection: 'admins' } : undefined },
        payload,
      )
      Object.assign(req, {
        searchParams: new URLSearchParams(query),
        i18n: { ...req.i18n, language },
      })
      const response = await pickingListEndpoint.handler(req)
      const bytes = new Uint8Array(await response.arrayBuffer())
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
      return { status: response.status, headers: response.headers, bytes, text }
    }

    const page = await get(`date=${day}`)
    expect(page.status).toBe(200)
    const html = page.text
    expect(html).toContain(`<td>5 ×</td><td>${sausage.name}</td>`)
    expect(html.match(/<section>/g)).toHaveLength(2)
    expect(html).toContain('Kouter 12, 9000 Gent')
    expect(html).not.toContain('role="alert"')
    expect(html.match(/Betaling: In afwachting/g)).toHaveLength(2)
    expect(html).toContain('<button type="button" onclick="print()">Afdrukken</button>')

    const csv = await get(`date=${day}&format=csv`)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.text.startsWith('\uFEFFBestelling;Levermethode;')).toBe(true)
    expect(csv.text.trim().split('\r\n')).toHaveLength(3)
    expect(csv.text).toContain(';Levering;08:00–20:00;')
    expect(csv.text).toContain(';In afwachting;')
    const french = await get(`date=${day}&format=csv`, staff, 'fr')
    expect(french.text.startsWith('\uFEFFCommande;Mode de livraison;')).toBe(true)
    expect(french.text).toContain(';Livraison;08:00–20:00;')
    expect(french.text).toContain(';En attente;')
    expect((await get(`date=${day}`, staff, 'fr')).text).toContain('Paiement : En attente')
    // Saved without its control characters, the name still starts with = : neutralised.
    expect(csv.text).toContain(`;'=2+2 Zoë Brûlé=1+1;`)

    // An order saved before names were cleaned (written past the hooks) still gives safe cells.
    const { docs } = await payload.find({
      collection: 'orders',
      where: { deliveryDate: { equals: day } },
      sort: 'number',
      depth: 0,
    })
    await payload.db.updateOne({
      collection: 'orders',
      id: docs[0].id,
      data: {
        billingAddress: { ...docs[0].billingAddress, firstName: '\t=2+2', lastName: 'X\r=1+1' },
      },
    })
    const legacy = await get(`date=${day}&format=csv`)
    expect(legacy.text).toContain(`;"'\t=2+2 X\r=1+1";`)

    await payload.updateGlobal({
      slug: 'delivery-calendar',
      data: { closedDates: [{ date: `${day}T11:00:00.000Z`, reason: 'Inventaris' }] },
    })
    try {
      expect((await get(`date=${day}`)).text).toContain('role="alert"')
    } finally {
      await payload.updateGlobal({ slug: 'delivery-calendar', data: { closedDates: [] } })
    }

    expect((await get(`date=${day}`, null)).status).toBe(403)
    expect((await get('date=tomorrow')).status).toBe(400)
  })
})

describe('names and address lines', () => {
  it('are saved without control characters: the order’s copy, the address book and the customer', async () => {
    const payload = await testPayload()
    const shopper = await readyToOrder(shop, [{ id: (await product(5)).id }])
    await checkout.setDetails(shopper, {
      ...details,
      billing: { ...home, firstName: '\t=2+2', lastName: 'X\r=1+1', city: 'Gent\n' },
      shipping: { ...home, street: 'Kouter\u007f', extraInfo: 'Bel aan.\nAchterdeur.' },
    })
    const placed = await checkout.placeOrder(shopper, {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
    })
    const {
      docs: [order],
    } = await payload.find({
      collection: 'orders',
      where: { number: { equals: placed.number } },
      depth: 0,
    })
    expect(order.billingAddress).toMatchObject({
      firstName: '=2+2',
      lastName: 'X=1+1',
      city: 'Gent',
    })
    expect(order.shippingAddress).toMatchObject({
      street: 'Kouter',
      extraInfo: 'Bel aan.\nAchterdeur.',
    })

    const customer = await payload.create({
      collection: 'customers',
      data: { email: `${uniqueSlug('names')}@example.be`, firstName: '\tZoë', lastName: 'Brûlé\r' },
    })
    expect([customer.firstName, customer.lastName]).toEqual(['Zoë', 'Brûlé'])
    const address = await payload.create({
      collection: 'addresses',
      data: { ...home, customer: customer.id, lastName: 'X\r=1+1', houseNumber: '12\t' },
    })
    expect([address.lastName, address.houseNumber]).toEqual(['X=1+1', '12'])
    const updated = await payload.update({
      collection: 'addresses',
      id: address.id,
      data: { firstName: '\u001b[31mAn' },
    })
    expect(updated.firstName).toBe('[31mAn')
  })
})
