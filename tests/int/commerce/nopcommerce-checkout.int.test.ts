import { describe, expect, it } from 'vitest'

import { nopCommerce } from '@/commerce/nopcommerce'
import { isStructuredCommunication } from '@/commerce/rules/structured-communication'
import type { ProductSummary } from '@/commerce/types'

import { nopBackendForFile } from '../support/nopcommerce'
import { problem } from '../support/any-backend'
import { testPayload } from '../support/payload'
import { checkoutConformance } from './checkout-conformance'
import { attempt, demoProducts, newCustomer, newGuest, readyToOrder } from './conformance-backend'
import { ordersConformance } from './orders-conformance'

const backend = nopBackendForFile()
const nop = async () => ({ commerce: backend().commerce })

checkoutConformance('nopCommerce', nop)
ordersConformance('nopCommerce', nop)

describe('nopCommerce checkout and orders on the wire', () => {
  let piece: ProductSummary
  const setup = async () => {
    piece ??= (await demoProducts(backend().commerce)).piece
    return backend()
  }
  const orderOf = (orderId: string) => backend().double.state.orders.get(Number(orderId))!

  it('places the order with nopCommerce’s payment plugin and the attempt’s custom values', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    const { date } = await readyToOrder(commerce, shopper, piece)
    const once = attempt()
    const placed = await commerce.checkout.placeOrder(shopper, once)
    const order = orderOf(placed.orderId)
    expect(order).toMatchObject({
      customOrderNumber: placed.number,
      guid: placed.accessToken,
      paymentMethodSystemName: 'Payments.CheckMoneyOrder',
      customValues: { IdempotencyKey: once.idempotencyKey, DeliveryDate: date, Language: 'en' },
    })
    expect(double.calls.get('POST Checkout/ConfirmOrder')).toBeGreaterThan(0)
    const shown = await commerce.orders.get(shopper, placed.orderId)
    expect(isStructuredCommunication(shown?.payment.reference ?? '')).toBe(true)
  })

  it('answers the same order for the same attempt from another server, the cart emptied', async () => {
    const { commerce } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const once = attempt()
    const first = await commerce.checkout.placeOrder(shopper, once)
    // Another storefront process knows nothing of the first: only nopCommerce does.
    const other = nopCommerce({ baseUrl: backend().double.url, payload: testPayload })
    expect(await other.checkout.placeOrder(shopper, once)).toEqual(first)
  })

  it('shows nopCommerce’s statuses as the shop’s, and a paid order’s PDF invoice', async () => {
    const { commerce } = await setup()
    const { shopper } = await newCustomer(commerce)
    await readyToOrder(commerce, shopper, piece, { method: 'pickup' })
    const placed = await commerce.checkout.placeOrder(shopper, attempt('pay-at-pickup'))
    Object.assign(orderOf(placed.orderId), {
      orderStatus: 'Processing',
      paymentStatus: 'Paid',
      shippingStatus: 'Shipped',
    })
    expect(await commerce.orders.get(shopper, placed.orderId)).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      shippingStatus: 'ready-for-pickup',
      invoice: { number: placed.number },
    })
    const invoice = await commerce.orders.invoice(shopper, placed.orderId)
    expect(invoice?.number).toBe(placed.number)
    expect(Buffer.from(invoice!.content.slice(0, 5)).toString()).toBe('%PDF-')
    const guest = await newGuest(commerce)
    expect(await commerce.orders.invoice(guest, placed.orderId)).toBeNull()
    expect(
      await commerce.orders.invoice(guest, placed.orderId, { token: placed.accessToken }),
    ).toMatchObject({ number: placed.number })
  })

  it('offers paying again only the way an unpaid order says, as nopCommerce keeps it', async () => {
    const { commerce } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const placed = await commerce.checkout.placeOrder(shopper, attempt())
    expect(await commerce.checkout.orderPaymentMethods(shopper, placed.orderId)).toEqual([
      { id: 'banktransfer', label: 'Bank transfer' },
    ])
    expect(await commerce.checkout.payAgain(shopper, placed.orderId, 'banktransfer')).toEqual({
      kind: 'completed',
    })
    expect(
      await problem(commerce.checkout.payAgain(shopper, placed.orderId, 'pay-at-pickup')),
    ).toBe('payment-method-unavailable')
    orderOf(placed.orderId).paymentStatus = 'Paid'
    expect(await commerce.checkout.orderPaymentMethods(shopper, placed.orderId)).toEqual([])
    expect(await problem(commerce.checkout.payAgain(shopper, placed.orderId, 'banktransfer'))).toBe(
      'order-not-payable',
    )
  })

  it('has no orders and no checkout for a session nopCommerce no longer knows', async () => {
    const { commerce } = await setup()
    const gone = { session: 'not-a-token', locale: 'en' as const }
    expect(await commerce.orders.list('not-a-token')).toEqual([])
    expect(await commerce.checkout.details(gone)).toBeNull()
    expect(await commerce.checkout.paymentMethods(gone)).toEqual([])
    expect(await problem(commerce.checkout.placeOrder(gone, attempt()))).toBe('no-shopper')
  })
})
