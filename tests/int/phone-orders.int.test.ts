/**
 * The owner's phone orders, through the admin's endpoint (`POST /api/orders/phone-order`): placed
 * by the shop's own order placement, so the shop's stock, prices, VAT, delivery costs, calendar
 * and confirmation e-mail hold for them too.
 */
import { randomUUID } from 'node:crypto'
import { jwtSign, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import type { CheckoutDetails } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import { gentAddress } from '../support/addresses'
import { guestShopper } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import { stockOf, testOrderLinks, testProduct } from './support/native-shop'
import { testPayload, uniqueSlug } from './support/payload'
import { rest } from './support/rest'

// The endpoint works at the real time: so do the shop's cart and the dates asked for here.
const cart = nativeCart(testPayload)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks)
const mailbox = catchShopMail()

let payload: Payload
let admin: Record<string, string>
let customerId: number
let customerHeaders: Record<string, string>
let serverUrl: string | undefined

/** The soonest date the calendar offers now for `method` in Belgium. */
const firstDate = async (method: 'delivery' | 'pickup') =>
  (await cart.bookingOptions('BE')).dates[method][0]

const address = (email: string) => ({ ...gentAddress, email })

/** A phone order form as the admin's screen sends it. */
const form = (change: Record<string, unknown>) => ({
  attempt: randomUUID(),
  customerId: null,
  locale: 'nl',
  method: 'delivery',
  address: address(`${uniqueSlug('phone')}@example.be`),
  paymentMethod: 'banktransfer',
  ...change,
})

const placePhoneOrder = (body: unknown, headers: Record<string, string> = admin) =>
  rest('POST', '/api/orders/phone-order', { headers, body })

const ordersOf = async (productId: number) =>
  (
    await payload.count({
      collection: 'orders',
      where: { 'lines.product': { equals: productId } },
    })
  ).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  await seedSettings(payload)
  serverUrl = process.env.NEXT_PUBLIC_SERVER_URL
  process.env.NEXT_PUBLIC_SERVER_URL = 'https://shop.example'
  const email = `${uniqueSlug('owner')}@example.be`
  await payload.create({ collection: 'admins', data: { email, password: 'phone-password-123' } })
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'phone-password-123' },
  })
  expect(login.status).toBe(200)
  admin = { authorization: `JWT ${login.body.token as string}` }
  const customer = await payload.create({
    collection: 'customers',
    data: {
      email: `${uniqueSlug('caller')}@example.be`,
      firstName: 'Bel',
      lastName: 'Klant',
      locale: 'fr',
    },
  })
  customerId = customer.id
  // What a customer would hold if Payload signed them in.
  const { token } = await jwtSign({
    fieldsToSign: { id: customer.id, collection: 'customers', email: customer.email },
    secret: payload.secret,
    tokenExpiration: 3600,
  })
  customerHeaders = { authorization: `JWT ${token}` }
}, 120_000)

afterAll(() => {
  if (serverUrl === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
  else process.env.NEXT_PUBLIC_SERVER_URL = serverUrl
})

describe('a phone order', () => {
  it('takes the stock and costs what the shop charges for the same cart, with its e-mail', async () => {
    const ribs = await testProduct('Telefoonribben', { stock: 10, priceCents: 2000 })
    const date = await firstDate('delivery')
    const email = `${uniqueSlug('phone')}@example.be`

    // The same cart in the shop: three, delivered on that date to that address.
    const shopper = await guestShopper('fr')
    await cart.change(shopper, { type: 'add', productId: ribs.id, quantity: 3 })
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date })
    const details: CheckoutDetails = {
      email,
      phone: gentAddress.phone,
      billing: address(email),
      shipping: null,
    }
    await checkout.setDetails(shopper, details)
    const shop = (await cart.get(shopper)).totals

    const answer = await placePhoneOrder(
      form({
        customerId,
        locale: 'fr',
        lines: [{ productId: ribs.id, quantity: 3 }],
        date,
        address: address(email),
      }),
    )

    expect(answer.status).toBe(201)
    const order = await payload.findByID({
      collection: 'orders',
      id: answer.body.id as number,
      depth: 0,
    })
    expect(order).toMatchObject({
      number: answer.body.number,
      customer: customerId,
      guestId: null,
      locale: 'fr',
      deliveryMethod: 'delivery',
      deliveryDate: date,
      paymentMethod: 'banktransfer',
      subtotal: shop.subtotal.amount,
      shipping: shop.shipping?.amount ?? 0,
      total: shop.total.amount,
      vat: shop.vat.map((vat) => ({ rate: vat.rate, amount: vat.amount.amount })),
    })
    expect(order.paymentReference).toBeTruthy()
    expect(await stockOf(ribs.id)).toBe(7)
    const [mail] = mailbox().to(email)
    expect(mail.subject).toContain(String(answer.body.number))
    expect(mail.html).toContain(`https://shop.example/fr/`)
  })

  it('is picked up and paid in the shop by somebody without an account', async () => {
    const sausage = await testProduct('Telefoonworst', { stock: 5 })
    const attempt = randomUUID()
    const answer = await placePhoneOrder(
      form({
        attempt,
        lines: [{ productId: sausage.id, quantity: 2 }],
        method: 'pickup',
        date: await firstDate('pickup'),
        paymentMethod: 'pay-at-pickup',
      }),
    )
    expect(answer.status).toBe(201)
    const order = await payload.findByID({
      collection: 'orders',
      id: answer.body.id as number,
      depth: 0,
    })
    expect(order).toMatchObject({
      customer: null,
      guestId: attempt,
      deliveryMethod: 'pickup',
      paymentMethod: 'pay-at-pickup',
      shipping: 0,
    })
    expect(await stockOf(sausage.id)).toBe(3)
  })

  it('gives one order for a form sent twice at once', async () => {
    const chops = await testProduct('Telefoonkoteletten', { stock: 10 })
    const body = form({
      lines: [{ productId: chops.id, quantity: 2 }],
      date: await firstDate('delivery'),
    })
    const [first, second] = await Promise.all([placePhoneOrder(body), placePhoneOrder(body)])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body.id).toBe(first.body.id)
    expect(await stockOf(chops.id)).toBe(8)
  })
})

describe('a phone order refused changes nothing', () => {
  it('refuses a date the calendar does not offer, in the admin’s language', async () => {
    const steak = await testProduct('Telefoonsteak', { stock: 10 })
    const lines = [{ productId: steak.id, quantity: 1 }]
    const past = await placePhoneOrder(form({ lines, date: '2020-01-07' }))
    expect(past.status).toBe(400)
    expect(JSON.stringify(past.body)).toContain('neemt de kalender geen bestellingen meer aan')
    const french = await placePhoneOrder(form({ lines, date: 'morgen' }), {
      ...admin,
      'accept-language': 'fr',
    })
    expect(french.status).toBe(400)
    expect(JSON.stringify(french.body)).toContain('Le calendrier ne prend plus de commandes')
    expect(await stockOf(steak.id)).toBe(10)
    expect(await ordersOf(steak.id)).toBe(0)
  })

  it('refuses more than there is in stock, and paying at pickup for a delivery', async () => {
    const roast = await testProduct('Telefoongebraad', { stock: 2 })
    const date = await firstDate('delivery')
    const short = await placePhoneOrder(
      form({ lines: [{ productId: roast.id, quantity: 3 }], date }),
    )
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain('niet genoeg')
    const wrongPayment = await placePhoneOrder(
      form({
        lines: [{ productId: roast.id, quantity: 1 }],
        date,
        paymentMethod: 'pay-at-pickup',
      }),
    )
    expect(wrongPayment.status).toBe(400)
    expect(JSON.stringify(wrongPayment.body)).toContain('betalen bij afhalen kan alleen')
    expect(await stockOf(roast.id)).toBe(2)
    expect(await ordersOf(roast.id)).toBe(0)
  })

  it('refuses a form without products, an address or a known customer', async () => {
    const date = await firstDate('delivery')
    const sausage = await testProduct('Telefoonbeuling', { stock: 4 })
    const lines = [{ productId: sausage.id, quantity: 1 }]
    const answers = await Promise.all([
      placePhoneOrder(form({ lines: [], date })),
      placePhoneOrder(form({ lines, date, address: { ...gentAddress, postcode: 'Gent' } })),
      placePhoneOrder(form({ lines, date, customerId: 999_999_999 })),
      placePhoneOrder('not json at all'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400])
    expect(JSON.stringify(answers[0].body)).toContain('Voeg minstens één product toe')
    expect(JSON.stringify(answers[1].body)).toContain('volledig adres')
    expect(JSON.stringify(answers[2].body)).toContain('Die klant bestaat niet')
    expect(await stockOf(sausage.id)).toBe(4)
  })

  it('is for staff only: 401 for a visitor and for a customer, whose token Payload refuses', async () => {
    const ham = await testProduct('Telefoonham', { stock: 6 })
    const body = form({
      lines: [{ productId: ham.id, quantity: 1 }],
      date: await firstDate('delivery'),
    })
    expect((await placePhoneOrder(body, {})).status).toBe(401)
    expect((await placePhoneOrder(body, customerHeaders)).status).toBe(401)
    expect(await stockOf(ham.id)).toBe(6)
    expect(await ordersOf(ham.id)).toBe(0)
  })
})

describe('what a phone order comes to before it is placed', () => {
  const quote = (body: unknown, headers: Record<string, string> = admin) =>
    rest('POST', '/api/orders/phone-order/quote', { headers, body })

  it('is what the shop charges for the same cart, delivery and VAT of the country included', async () => {
    const chops = await testProduct('Telefoonkotelet', { stock: 10, priceCents: 1500 })
    const shopper = await guestShopper('nl')
    await cart.change(shopper, { type: 'add', productId: chops.id, quantity: 2 })
    await cart.change(shopper, { type: 'country', country: 'NL' })
    const shop = (await cart.get(shopper)).totals

    const answer = await quote({
      lines: [{ productId: chops.id, quantity: 2 }],
      method: 'delivery',
      country: 'NL',
    })

    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      subtotal: shop.subtotal.amount,
      shipping: shop.shipping?.amount ?? 0,
      vat: shop.vat.map((vat) => ({ rate: vat.rate, amount: vat.amount.amount })),
      total: shop.total.amount,
    })
    // Nothing is written: no order, the stock as it was.
    expect(await ordersOf(chops.id)).toBe(0)
    expect(await stockOf(chops.id)).toBe(10)
  })

  it('says what is missing in the admin’s language, and is for staff only', async () => {
    const empty = await quote({ lines: [], method: 'pickup' })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.body)).toContain('Voeg minstens één product toe')
    const wrong = await quote({ lines: [{ productId: 1, quantity: -2 }], method: 'pickup' })
    expect(wrong.status).toBe(400)

    const body = { lines: [{ productId: 1, quantity: 1 }], method: 'pickup' }
    expect((await quote(body, {})).status).toBe(401)
    expect((await quote(body, customerHeaders)).status).toBe(401)
  })
})
