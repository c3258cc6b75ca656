import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mollieWebhook } from '@/app/api/payments/mollie/webhook'
import { nativeCart } from '@/commerce/native/cart'
import type { PaymentsApi } from '@/commerce/provider'
import { nativeOrders } from '@/commerce/native/orders'
import { seedSettings } from '@/seed/settings'

import type { MollieDouble } from '../support/mollie-double'
import { type MollieCheckout, startMollieCheckout } from './support/mollie-checkout'
import { gentDetails } from '../support/addresses'
import { guestShopper, problem } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import { testPayload } from './support/payload'
import { mondayMorning, orderDoc, readyToOrder, stockOf, testProduct } from './support/native-shop'

const clock = mondayMorning
const cart = nativeCart(testPayload, () => clock)
const orders = nativeOrders(testPayload)
catchShopMail()

let double: MollieDouble
let checkout: MollieCheckout['checkout']
let payments: PaymentsApi
let close: () => Promise<void>

beforeAll(async () => {
  ;({ double, checkout, payments, close } = await startMollieCheckout(cart, () => clock))
  await seedSettings(await testPayload())
})

afterAll(() => close())

const details = gentDetails()

const product = (stock: number, priceCents = 1995) =>
  testProduct('Betaalworst', { stock, priceCents })

/** A shopper who ordered `quantity` of a new product, paying with `method` online. */
async function orderedOnline(
  method = 'bancontact',
  quantity = 2,
  locale: 'nl' | 'fr' | 'en' = 'fr',
) {
  const meat = await product(5)
  const shopper = await readyToOrder({ cart, checkout }, [{ id: meat.id, quantity }], {
    shopper: await guestShopper(locale),
    details,
  })
  const placed = await checkout.placeOrder(shopper, {
    paymentMethod: method,
    idempotencyKey: randomUUID(),
  })
  return { shopper, placed, meat }
}

const currentPaymentId = async (orderId: string) =>
  (await orderDoc(orderId)).onlinePayments!.at(-1)!.providerId

const paymentChanges = async (orderId: string) =>
  ((await orderDoc(orderId)).history ?? []).filter((change) => change.field === 'paymentStatus')

describe('paying an order online with Mollie', () => {
  it('offers the methods Mollie enables next to the bank transfer, never SOFORT', async () => {
    const meat = await product(5)
    const shopper = await guestShopper('nl')
    await cart.change(shopper, { type: 'add', productId: meat.id, quantity: 1 })
    const methods = (await checkout.paymentMethods(shopper)).map((method) => method.id)
    const total = (await cart.get(shopper)).totals.total.amount
    expect(methods).toEqual([
      'bancontact',
      'creditcard',
      'ideal',
      'paypal',
      'kbc',
      'belfius',
      'applepay',
      'banktransfer',
    ])
    expect(methods).not.toContain('sofort')
    const asked = double.requests.filter((request) => request.path.startsWith('/v2/methods'))
    expect(decodeURIComponent(asked.at(-1)!.path)).toContain(
      `amount[value]=${(total / 100).toFixed(2)}`,
    )
    expect(asked.at(-1)!.path).toContain('locale=nl_BE')
  })

  it('creates the payment with the amount in euros, the language, the order and both URLs', async () => {
    const { placed } = await orderedOnline('bancontact', 2, 'fr')
    expect(placed.next.kind).toBe('pay')
    const id = await currentPaymentId(placed.orderId)
    const sent = double.payments.get(id)!
    expect(sent).toMatchObject({
      amount: { currency: 'EUR', value: ((await orderDoc(placed.orderId)).total / 100).toFixed(2) },
      description: `Commande ${placed.number}`,
      locale: 'fr_BE',
      method: 'bancontact',
      metadata: { orderId: placed.orderId },
      redirectUrl: `https://shop.example/fr/checkout/completed/${placed.orderId}`,
      webhookUrl: 'https://shop.example/api/payments/mollie',
    })
    expect(sent.amount.value).toMatch(/^\d+\.\d{2}$/)
    expect(placed.next).toEqual({ kind: 'pay', url: `${double.origin}/checkout/${id}` })
  })

  it('marks the order paid once, however often the webhook is delivered', async () => {
    const { placed } = await orderedOnline()
    const id = await currentPaymentId(placed.orderId)
    double.setStatus(id, 'paid')
    await Promise.all(Array.from({ length: 10 }, () => payments.paymentChanged(id)))
    expect((await orderDoc(placed.orderId)).paymentStatus).toBe('paid')
    expect(await paymentChanges(placed.orderId)).toHaveLength(1)
    expect((await paymentChanges(placed.orderId))[0]).toMatchObject({
      from: 'pending',
      to: 'paid',
      by: 'mollie',
    })
  })

  it('changes nothing when an open payment is reported after it was paid', async () => {
    const { placed } = await orderedOnline()
    const id = await currentPaymentId(placed.orderId)
    double.setStatus(id, 'paid')
    await payments.paymentChanged(id)
    double.setStatus(id, 'open')
    await payments.paymentChanged(id)
    const order = await orderDoc(placed.orderId)
    expect(order.paymentStatus).toBe('paid')
    expect(order.status).toBe('pending')
    expect(await paymentChanges(placed.orderId)).toHaveLength(1)
  })

  it('ignores an older payment failing after the newer one was paid', async () => {
    const { shopper, placed } = await orderedOnline()
    const first = await currentPaymentId(placed.orderId)
    const again = await checkout.payAgain(shopper, placed.orderId, 'creditcard')
    const second = await currentPaymentId(placed.orderId)
    expect(second).not.toBe(first)
    expect(again).toEqual({ kind: 'pay', url: `${double.origin}/checkout/${second}` })
    double.setStatus(second, 'paid')
    await payments.paymentChanged(second)
    double.setStatus(first, 'failed')
    await payments.paymentChanged(first)
    const order = await orderDoc(placed.orderId)
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'paid' })
    expect(order.paymentMethod).toBe('creditcard')
  })

  it('cancels an order whose payment expired and puts its stock back once', async () => {
    const { placed, meat } = await orderedOnline('ideal', 2)
    expect(await stockOf(meat.id)).toBe(3)
    const id = await currentPaymentId(placed.orderId)
    double.setStatus(id, 'expired')
    await Promise.all(Array.from({ length: 5 }, () => payments.paymentChanged(id)))
    await payments.paymentChanged(id)
    expect(await orderDoc(placed.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
      stockReturned: true,
    })
    expect(await stockOf(meat.id)).toBe(5)
  })

  it('lets the shopper pay a failed order again: the stock is taken again, then it is paid', async () => {
    const { shopper, placed, meat } = await orderedOnline('bancontact', 2)
    const first = await currentPaymentId(placed.orderId)
    double.setStatus(first, 'failed')
    await payments.paymentChanged(first)
    expect(await stockOf(meat.id)).toBe(5)

    const next = await checkout.payAgain(shopper, placed.orderId, 'bancontact')
    expect(next.kind).toBe('pay')
    expect(await stockOf(meat.id)).toBe(3)
    const second = await currentPaymentId(placed.orderId)
    double.setStatus(second, 'paid')
    await payments.paymentChanged(second)
    expect(await orderDoc(placed.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      stockReturned: false,
    })
  })

  it('switches an unpaid order to bank transfer with its structured reference', async () => {
    const { shopper, placed } = await orderedOnline('paypal')
    expect(await checkout.payAgain(shopper, placed.orderId, 'banktransfer')).toEqual({
      kind: 'completed',
    })
    const order = await orders.get(shopper, placed.orderId)
    expect(order!.payment.method).toBe('banktransfer')
    expect(order!.payment.reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)
  })

  it('keeps the order unpaid when Mollie is down, and starts the payment on a new try', async () => {
    double.down = true
    const { shopper, placed } = await orderedOnline('kbc')
    double.down = false
    expect(placed.next).toEqual({ kind: 'completed' })
    const order = await orders.get(shopper, placed.orderId)
    expect(order).toMatchObject({ paymentStatus: 'pending', status: 'pending' })
    expect(order!.payment.online).toBeNull()

    const retried = await checkout.payAgain(shopper, placed.orderId, 'kbc')
    expect(retried.kind).toBe('pay')
  })

  it('says the payment is unavailable when Mollie is down on a new try', async () => {
    const { shopper, placed } = await orderedOnline('belfius')
    double.down = true
    try {
      expect(await problem(checkout.payAgain(shopper, placed.orderId, 'belfius'))).toBe(
        'payment-unavailable',
      )
    } finally {
      double.down = false
    }
  })

  it("refuses to pay someone else's order or a paid one", async () => {
    const { shopper, placed } = await orderedOnline()
    const stranger = await guestShopper('nl')
    expect(await problem(checkout.payAgain(stranger, placed.orderId, 'bancontact'))).toBe(
      'order-not-payable',
    )
    const id = await currentPaymentId(placed.orderId)
    double.setStatus(id, 'paid')
    await payments.paymentChanged(id)
    expect(await problem(checkout.payAgain(shopper, placed.orderId, 'bancontact'))).toBe(
      'order-not-payable',
    )
  })

  it('asks Mollie once when the shopper comes back before the webhook', async () => {
    const { shopper, placed } = await orderedOnline()
    double.setStatus(await currentPaymentId(placed.orderId), 'paid')
    await payments.refreshPayment(shopper, placed.orderId)
    expect((await orderDoc(placed.orderId)).paymentStatus).toBe('paid')
  })
})

describe('the Mollie webhook route', () => {
  let post: (body: string) => Promise<Response>

  beforeAll(() => {
    const POST = mollieWebhook((id) => payments.paymentChanged(id))
    post = (body) =>
      POST(
        new Request('https://shop.example/api/payments/mollie', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        }),
      )
  })

  it('answers an unknown or malformed id with an empty 200', async () => {
    for (const body of ['id=tr_unknown123', 'id=nonsense', '']) {
      const response = await post(body)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('')
    }
  })

  it('moves a paid order forward', async () => {
    const { placed } = await orderedOnline()
    const id = await currentPaymentId(placed.orderId)
    double.setStatus(id, 'paid')
    const response = await post(`id=${id}`)
    expect(response.status).toBe(200)
    expect((await orderDoc(placed.orderId)).paymentStatus).toBe('paid')
  })

  it('refuses a 2 MB body with a 413 without reading it whole, and still takes a real one', async () => {
    const started = performance.now()
    const response = await post(`id=tr_${'a'.repeat(2 * 1024 * 1024)}`)
    expect(response.status).toBe(413)
    expect(performance.now() - started).toBeLessThan(1000)
    const { placed } = await orderedOnline()
    const id = await currentPaymentId(placed.orderId)
    double.setStatus(id, 'paid')
    expect((await post(`id=${id}`)).status).toBe(200)
    expect((await orderDoc(placed.orderId)).paymentStatus).toBe('paid')
  })

  it('answers 500 while Mollie cannot be asked, so that Mollie tries again', async () => {
    const { placed } = await orderedOnline()
    const id = await currentPaymentId(placed.orderId)
    double.down = true
    try {
      expect((await post(`id=${id}`)).status).toBe(500)
    } finally {
      double.down = false
    }
    expect((await orderDoc(placed.orderId)).paymentStatus).toBe('pending')
  })
})
