import { describe, expect, it } from 'vitest'

import { nopCommerce } from '@/commerce/nopcommerce'
import { anonymousTokens } from '@/commerce/nopcommerce/anonymous-tokens'
import { nopCheckout } from '@/commerce/nopcommerce/checkout'
import { type NopClient, nopClient } from '@/commerce/nopcommerce/http-client'
import { isStructuredCommunication } from '@/commerce/rules/structured-communication'
import type { ProductSummary, Shopper } from '@/commerce/types'

import { nopBackendForFile } from '../support/nopcommerce'
import { problem } from '../support/any-backend'
import { testPayload } from '../support/payload'
import { checkoutConformance } from './checkout-conformance'
import {
  attempt,
  demoProducts,
  gentAddress,
  gentDetails,
  newCustomer,
  newGuest,
  readyToOrder,
} from './conformance-backend'
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

  it('reads the statuses of an order in Dutch or French by their values', async () => {
    const { commerce, double } = await setup()
    const { shopper } = await newCustomer(commerce, 'nl')
    await readyToOrder(commerce, shopper, piece)
    const placed = await commerce.checkout.placeOrder(shopper, attempt())
    const order = orderOf(placed.orderId)
    // nopCommerce words the statuses in the customer's language ("Betaald", "Verzonden").
    expect(double.state.customers.get(order.customerId)?.languageId).toBe(2)
    Object.assign(order, {
      orderStatus: 'Processing',
      paymentStatus: 'Paid',
      shippingStatus: 'Shipped',
    })
    const statuses = {
      status: 'processing',
      paymentStatus: 'paid',
      shippingStatus: 'out-for-delivery',
      invoice: { number: placed.number },
    }
    expect(await commerce.orders.get(shopper, placed.orderId)).toMatchObject(statuses)
    expect(await commerce.orders.list(shopper.session!)).toMatchObject([statuses])
    expect((await commerce.orders.invoice(shopper, placed.orderId))?.number).toBe(placed.number)

    const french = await newGuest(commerce, 'fr')
    expect(await commerce.orders.get(french, placed.orderId, placed.accessToken)).toMatchObject(
      statuses,
    )
  })

  it('shows a collected pickup as picked up in the order list as on its page', async () => {
    const { commerce } = await setup()
    const { shopper } = await newCustomer(commerce)
    await readyToOrder(commerce, shopper, piece, { method: 'pickup' })
    const placed = await commerce.checkout.placeOrder(shopper, attempt('pay-at-pickup'))
    orderOf(placed.orderId).shippingStatus = 'Delivered'
    expect((await commerce.orders.get(shopper, placed.orderId))?.shippingStatus).toBe('picked-up')
    expect(await commerce.orders.list(shopper.session!)).toMatchObject([
      { id: placed.orderId, shippingStatus: 'picked-up' },
    ])
  })

  it('places a pickup as a pickup though a line changed after it was chosen', async () => {
    const { commerce, double } = await setup()
    const cartOf = (shopper: Shopper) =>
      double.state.cartOf(double.state.tokens.get(shopper.session!)!)

    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece, { method: 'pickup' })
    const lineId = (await commerce.cart.get(shopper)).lines[0].id
    await commerce.cart.change(shopper, { type: 'set-quantity', lineId, quantity: 2 })
    expect(cartOf(shopper).pickupInStore).toBe(true)
    const placed = await commerce.checkout.placeOrder(shopper, attempt('pay-at-pickup'))
    expect(orderOf(placed.orderId)).toMatchObject({
      pickupInStore: true,
      shippingAddress: null,
      lines: [{ quantity: 2 }],
      totals: { shipping: 0 },
    })

    // The shopper changes the quantity on nopCommerce's own site, which lets go of the pickup.
    const elsewhere = await newGuest(commerce)
    await readyToOrder(commerce, elsewhere, piece, { method: 'pickup' })
    const cart = cartOf(elsewhere)
    await nopClient({ baseUrl: double.url }).post('ShoppingCart/UpdateCart', {
      token: elsewhere.session!,
      query: { isEditable: true },
      dictionary: { [`itemquantity${cart.items[0].id}`]: '2' },
    })
    expect(cart.pickupInStore).toBe(false)
    const again = await commerce.checkout.placeOrder(elsewhere, attempt('pay-at-pickup'))
    expect(orderOf(again.orderId)).toMatchObject({ pickupInStore: true, totals: { shipping: 0 } })
  })

  it('selects the delivery again before placing only when nopCommerce let go of it', async () => {
    const { commerce, double } = await setup()
    const selections = () => double.calls.get('POST Checkout/SelectShippingMethod') ?? 0

    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    let before = selections()
    await commerce.checkout.placeOrder(shopper, attempt())
    expect(selections()).toBe(before)

    const changed = await newGuest(commerce)
    await readyToOrder(commerce, changed, piece)
    const lineId = (await commerce.cart.get(changed)).lines[0].id
    before = selections()
    await commerce.cart.change(changed, { type: 'set-quantity', lineId, quantity: 2 })
    expect(selections()).toBe(before)
    const placed = await commerce.checkout.placeOrder(changed, attempt())
    expect(selections()).toBe(before + 1)
    expect(orderOf(placed.orderId)).toMatchObject({ pickupInStore: false })
  })

  it('answers an attempt sent again with its order, and never confirms an empty cart', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const once = attempt()
    const placed = await commerce.checkout.placeOrder(shopper, once)
    const confirmed = double.calls.get('POST Checkout/ConfirmOrder')
    expect(await commerce.checkout.placeOrder(shopper, once)).toEqual(placed)
    expect(await problem(commerce.checkout.placeOrder(shopper, attempt()))).toBe('cart-empty')
    expect(double.calls.get('POST Checkout/ConfirmOrder')).toBe(confirmed)
  })

  it('refuses with nopCommerce’s words what its checkout refuses, placing nothing', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const orders = double.state.orders.size
    double.state.extra.anonymousCheckoutAllowed = false
    try {
      const refusal = await commerce.checkout.placeOrder(shopper, attempt()).catch((e) => e)
      expect(refusal).toMatchObject({
        code: 'change-unavailable',
        text: 'Anonymous checkout is not allowed',
      })
    } finally {
      delete double.state.extra.anonymousCheckoutAllowed
    }
    expect(double.state.orders.size).toBe(orders)
    expect((await commerce.cart.get(shopper)).lines).toHaveLength(1)
  })

  it('changes neither address when nopCommerce refuses one of them', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const elsewhere = { ...gentAddress, street: 'Veldstraat', houseNumber: '1' }
    await commerce.checkout.setDetails(shopper, {
      ...gentDetails('an@example.be'),
      shipping: elsewhere,
    })
    const customer = double.state.customers.get(double.state.tokens.get(shopper.session!)!)!
    const before = [customer.billingAddressId, customer.shippingAddressId]

    // The shopper empties the cart in another tab while the second address is on its way.
    const client = nopClient({ baseUrl: double.url })
    let addresses = 0
    const racing: NopClient = {
      ...client,
      post(path, request) {
        if (/^Checkout\/New(Billing|Shipping)Address$/.test(path) && ++addresses === 2)
          double.state.carts.delete(customer.id)
        return client.post(path, request)
      },
    }
    const anonymous = anonymousTokens(client)
    const checkout = nopCheckout({
      client: racing,
      anonymousToken: anonymous.token,
      forgetAnonymousToken: anonymous.forget,
      payload: testPayload,
    })
    const other = { ...gentAddress, street: 'Korenmarkt', houseNumber: '5' }
    const changed = { ...gentDetails('bert@example.be'), shipping: other }
    expect(await problem(checkout.setDetails(shopper, changed))).toBe('details-required')
    expect(addresses).toBe(2)
    expect([customer.billingAddressId, customer.shippingAddressId]).toEqual(before)
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
