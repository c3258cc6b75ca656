import { describe, expect, it } from 'vitest'

import { nopCommerce } from '@/commerce/nopcommerce'
import { anonymousTokens } from '@/commerce/nopcommerce/anonymous-tokens'
import { nopCheckout } from '@/commerce/nopcommerce/checkout'
import {
  type NopClient,
  nopClient,
  NopHttpError,
  NopUnavailable,
} from '@/commerce/nopcommerce/http-client'
import { nopOrders } from '@/commerce/nopcommerce/orders'
import { bearerOf } from '@/commerce/nopcommerce/session'
import type { CommerceProvider } from '@/commerce/provider'
import { isStructuredCommunication } from '@/commerce/rules/structured-communication'
import type { Locale, ProductSummary, Shopper } from '@/commerce/types'

import { longDate } from '../../support/nopcommerce-double/order-attributes'
import { catchShopMail } from '../support/mailbox'
import { nopBackendForFile } from '../support/nopcommerce'
import { problem } from '../support/any-backend'
import { testPayload } from '../support/payload'
import { checkoutConformance } from './checkout-conformance'
import { amsterdamAddress, gentAddress, gentDetails } from '../../support/addresses'
import { attempt, demoProducts, newCustomer, newGuest, readyToOrder } from './conformance-backend'
import { ordersConformance } from './orders-conformance'
import { voucherConformance } from './voucher-conformance'

const backend = nopBackendForFile()
const mailbox = catchShopMail()

/** The order's page its token opens, as the storefront links it. */
const links = async (orderId: string, token: string, locale: Locale) =>
  `https://shop.example/${locale}/orderdetails/${orderId}?token=${encodeURIComponent(token)}`

/** Another storefront process on the same nopCommerce and PostgreSQL (a second server). */
const otherServer = (client?: NopClient): CommerceProvider => {
  const provider = nopCommerce({
    baseUrl: backend().double.url,
    payload: testPayload,
    timeoutMs: 3000,
    checkout: { links },
  })
  if (!client) return provider
  const anonymous = anonymousTokens(client)
  const checkout = nopCheckout(
    {
      client,
      anonymousToken: anonymous.token,
      forgetAnonymousToken: anonymous.forget,
      payload: testPayload,
    },
    { links },
  )
  return { ...provider, checkout }
}

let mailing: CommerceProvider | null = null
const nop = async () => {
  mailing ??= otherServer()
  return { commerce: mailing, mailbox: mailbox() }
}

checkoutConformance('nopCommerce', nop)
ordersConformance('nopCommerce', nop)
voucherConformance('nopCommerce', nop)

/** The storefront's record of a nopCommerce order. */
async function recordOf(orderId: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'nop-order-records',
    where: { nopOrderId: { equals: Number(orderId) } },
    overrideAccess: true,
  })
  return docs[0]
}

/** A client whose ConfirmOrder answer is lost on its way back (`placed`: after nopCommerce placed it). */
function losingConfirm(baseUrl: string, placed: boolean): NopClient {
  const client = nopClient({ baseUrl })
  return {
    ...client,
    async post(path, request) {
      if (path !== 'Checkout/ConfirmOrder') return client.post(path, request)
      if (placed) await client.post(path, request)
      throw new NopUnavailable(`POST ${path}`)
    },
  }
}

describe('nopCommerce checkout and orders on the wire', () => {
  let piece: ProductSummary
  const setup = async () => {
    piece ??= (await demoProducts(backend().commerce)).piece
    return backend()
  }
  const orderOf = (orderId: string) => backend().double.state.orders.get(Number(orderId))!
  const confirmations = () => backend().double.calls.get('POST Checkout/ConfirmOrder') ?? 0
  const customerOf = (shopper: Shopper) =>
    backend().double.state.customers.get(backend().double.state.customerIdOf(shopper.session)!)!

  it('places the order with the payment plugin and the date as a checkout attribute, and keeps the rest in its record', async () => {
    const { commerce } = await setup()
    const shopper = await newGuest(commerce)
    const { date } = await readyToOrder(commerce, shopper, piece)
    const placed = await commerce.checkout.placeOrder(shopper, attempt())
    const order = orderOf(placed.orderId)
    expect(order).toMatchObject({
      customOrderNumber: placed.number,
      paymentMethodSystemName: 'Payments.CheckMoneyOrder',
    })
    // nopCommerce copied the cart's checkout attributes onto the order, the date among them.
    expect(order.checkoutAttributeDescription).toContain(longDate(date, order.languageId))
    expect(await recordOf(placed.orderId)).toMatchObject({
      stage: 'placed',
      number: placed.number,
      locale: 'en',
      deliveryMethod: 'delivery',
      deliveryDate: date,
      paymentMethod: 'banktransfer',
    })
    const shown = await commerce.orders.get(shopper, placed.orderId)
    expect(shown).toMatchObject({ deliveryDate: date, locale: 'en' })
    expect(isStructuredCommunication(shown?.payment.reference ?? '')).toBe(true)
  })

  it('sends ConfirmOrder without a body: nothing the storefront knows rides along', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const client = nopClient({ baseUrl: double.url })
    const sent: unknown[] = []
    const watching: NopClient = {
      ...client,
      post(path, request) {
        if (path === 'Checkout/ConfirmOrder') sent.push(request)
        return client.post(path, request)
      },
    }
    await otherServer(watching).checkout.placeOrder(shopper, attempt())
    expect(sent).toEqual([{ token: shopper.session }])
  })

  it('answers the same order for the same attempt from another server, the cart emptied', async () => {
    const { commerce } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const once = attempt()
    const first = await commerce.checkout.placeOrder(shopper, once)
    // Another storefront process finds the attempt in the storefront's PostgreSQL.
    expect(await otherServer().checkout.placeOrder(shopper, once)).toEqual(first)
  })

  it('sends ConfirmOrder once for two submits of one attempt at the same time, on two servers', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const once = attempt()
    const orders = double.state.orders.size
    const before = confirmations()
    const [first, second] = await Promise.all([
      commerce.checkout.placeOrder(shopper, once),
      otherServer().checkout.placeOrder(shopper, once),
    ])
    expect(second).toEqual(first)
    expect(confirmations()).toBe(before + 1)
    expect(double.state.orders.size).toBe(orders + 1)
  })

  it('finds the order of an attempt whose ConfirmOrder answer was lost, and places one that was not', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const once = attempt()
    const lost = otherServer(losingConfirm(double.url, true)).checkout
    expect(await problem(lost.placeOrder(shopper, once))).toBe('backend-unavailable')
    const orders = double.state.orders.size
    const placed = await commerce.checkout.placeOrder(shopper, once)
    expect(double.state.orders.size).toBe(orders)
    expect(orderOf(placed.orderId).customerId).toBe(customerOf(shopper).id)

    const unsent = await newGuest(commerce)
    await readyToOrder(commerce, unsent, piece)
    const again = attempt()
    const never = otherServer(losingConfirm(double.url, false)).checkout
    expect(await problem(never.placeOrder(unsent, again))).toBe('backend-unavailable')
    const before = confirmations()
    const second = await commerce.checkout.placeOrder(unsent, again)
    expect(confirmations()).toBe(before + 1)
    expect(orderOf(second.orderId).customerId).toBe(customerOf(unsent).id)
  })

  it('opens a guest’s order from its e-mail link, as last seen once nopCommerce forgot the guest’s session', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    const { email } = await readyToOrder(commerce, shopper, piece)
    const placed = await nop().then(({ commerce }) =>
      commerce.checkout.placeOrder(shopper, attempt()),
    )
    const [mail] = mailbox().to(email)
    expect(mail.text).toContain(
      `/orderdetails/${placed.orderId}?token=${encodeURIComponent(placed.accessToken)}`,
    )

    const stranger = await newGuest(commerce)
    orderOf(placed.orderId).orderStatus = 'Processing'
    expect(await commerce.orders.get(stranger, placed.orderId, placed.accessToken)).toMatchObject({
      number: placed.number,
      status: 'processing',
    })
    // The guest's token expired (the plugin's token lifetime): the order as it was last seen.
    double.state.tokens.delete(bearerOf(shopper.session!))
    orderOf(placed.orderId).orderStatus = 'Complete'
    expect(await commerce.orders.get(stranger, placed.orderId, placed.accessToken)).toMatchObject({
      number: placed.number,
      status: 'processing',
      deliveryMethod: 'delivery',
    })
    expect(await commerce.orders.get(stranger, placed.orderId)).toBeNull()
  })

  it('shows no invoice without the optional Order/GetPdfInvoice, and asks for it once', async () => {
    const { commerce, double } = await setup()
    const client = nopClient({ baseUrl: double.url })
    let asked = 0
    const counting: NopClient = {
      ...client,
      bytes(path, request) {
        asked += 1
        return client.bytes(path, request)
      },
    }
    const anonymous = anonymousTokens(counting)
    const orders = nopOrders({
      client: counting,
      anonymousToken: anonymous.token,
      forgetAnonymousToken: anonymous.forget,
      payload: testPayload,
    })
    const { shopper } = await newCustomer(commerce)
    await readyToOrder(commerce, shopper, piece, { method: 'pickup' })
    const placed = await commerce.checkout.placeOrder(shopper, attempt('pay-at-pickup'))
    Object.assign(orderOf(placed.orderId), { paymentStatus: 'Paid' })
    for (let again = 0; again < 2; again++)
      expect(await orders.get(shopper, placed.orderId)).toMatchObject({
        paymentStatus: 'paid',
        invoice: null,
      })
    expect(await orders.invoice(shopper, placed.orderId)).toBeNull()
    expect(await orders.list(shopper.session!)).toMatchObject([{ invoice: null }])
    expect(asked).toBe(1)
  })

  it('shows nopCommerce’s statuses as the shop’s, and with the extension a paid order’s PDF invoice', async () => {
    const { double } = await setup()
    double.extensions = true
    try {
      const commerce = otherServer()
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
    } finally {
      double.extensions = false
    }
  })

  it('reads the statuses of an order from nopCommerce’s words in Dutch or French', async () => {
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
    }
    expect(await commerce.orders.get(shopper, placed.orderId)).toMatchObject({
      ...statuses,
      locale: 'nl',
    })
    expect(await commerce.orders.list(shopper.session!)).toMatchObject([statuses])

    const french = await newGuest(commerce, 'fr')
    customerOf(shopper).languageId = 5
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

  it('shows an order placed on nopCommerce’s own site with the date of its checkout attributes', async () => {
    const { commerce, double } = await setup()
    const { shopper } = await newCustomer(commerce, 'fr')
    await readyToOrder(commerce, shopper, piece)
    const placed = await commerce.checkout.placeOrder(shopper, attempt())
    const payload = await testPayload()
    const record = await recordOf(placed.orderId)
    await payload.delete({ collection: 'nop-order-records', id: record.id, overrideAccess: true })
    const order = orderOf(placed.orderId)
    expect(await commerce.orders.get(shopper, placed.orderId)).toMatchObject({
      deliveryDate: record.deliveryDate,
      payment: { method: 'banktransfer' },
      // Without its record, the order shows in the language the page is in.
      locale: 'fr',
    })
    expect(double.state.customers.get(order.customerId)?.languageId).toBe(5)
  })

  it('places a pickup as a pickup though a line changed after it was chosen', async () => {
    const { commerce } = await setup()
    const cartOf = (shopper: Shopper) =>
      backend().double.state.cartOf(backend().double.state.customerIdOf(shopper.session)!)

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
  })

  it('selects the delivery again before placing when nopCommerce let go of it', async () => {
    const { commerce, double } = await setup()
    const cartOf = (shopper: Shopper) =>
      double.state.cartOf(double.state.customerIdOf(shopper.session)!)

    // "Ship to the same address" lets go of the shipping option chosen before (NewBillingAddress).
    const delivery = await newGuest(commerce)
    await readyToOrder(commerce, delivery, piece)
    expect(cartOf(delivery).shippingOption).toBeNull()
    const placed = await commerce.checkout.placeOrder(delivery, attempt())
    expect(orderOf(placed.orderId)).toMatchObject({
      pickupInStore: false,
      shippingMethod: 'Levering',
    })

    // A pickup keeps its point through the billing address.
    const pickup = await newGuest(commerce)
    await readyToOrder(commerce, pickup, piece, { method: 'pickup' })
    expect(cartOf(pickup).pickupInStore).toBe(true)
    const picked = await commerce.checkout.placeOrder(pickup, attempt('pay-at-pickup'))
    expect(orderOf(picked.orderId)).toMatchObject({ pickupInStore: true, shippingAddress: null })
  })

  it('answers an attempt sent again with its order, and never confirms an empty cart', async () => {
    const { commerce } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const once = attempt()
    const placed = await commerce.checkout.placeOrder(shopper, once)
    const confirmed = confirmations()
    expect(await commerce.checkout.placeOrder(shopper, once)).toEqual(placed)
    expect(await problem(commerce.checkout.placeOrder(shopper, attempt()))).toBe('cart-empty')
    expect(confirmations()).toBe(confirmed)
  })

  it('refuses with a problem the shopper understands what nopCommerce’s checkout refuses, placing nothing', async () => {
    const { commerce, double } = await setup()
    const extra = double.state.extra
    const refused = async (
      setting: Record<string, unknown>,
      prepare?: (shopper: Shopper) => void,
    ) => {
      const shopper = await newGuest(commerce)
      await readyToOrder(commerce, shopper, piece)
      prepare?.(shopper)
      const orders = double.state.orders.size
      Object.assign(extra, setting)
      try {
        const refusal = await commerce.checkout.placeOrder(shopper, attempt()).catch((e) => e)
        expect(double.state.orders.size).toBe(orders)
        expect((await commerce.cart.get(shopper)).lines).toHaveLength(1)
        return { code: refusal.code, text: refusal.text }
      } finally {
        for (const key of Object.keys(setting)) delete extra[key]
      }
    }
    expect(await refused({ anonymousCheckoutAllowed: false })).toEqual({
      code: 'registered-only',
      text: undefined,
    })
    expect(await refused({ checkoutDisabled: true })).toEqual({
      code: 'checkout-closed',
      text: undefined,
    })

    const { shopper } = await newCustomer(commerce)
    await readyToOrder(commerce, shopper, piece)
    await commerce.checkout.placeOrder(shopper, attempt())
    await readyToOrder(commerce, shopper, piece)
    expect(await problem(commerce.checkout.placeOrder(shopper, attempt()))).toBe('order-too-soon')
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
    const customer = customerOf(shopper)
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
    const other = { ...gentAddress, street: 'Korenmarkt', houseNumber: '5' }
    const changed = { ...gentDetails('bert@example.be'), shipping: other }
    expect(await problem(otherServer(racing).checkout.setDetails(shopper, changed))).toBe(
      'cart-empty',
    )
    expect(addresses).toBe(2)
    expect([customer.billingAddressId, customer.shippingAddressId]).toEqual(before)
  })

  it('puts the cart back in its country when nopCommerce refuses an address abroad', async () => {
    const { commerce, double } = await setup()
    const shopper = await newGuest(commerce)
    await readyToOrder(commerce, shopper, piece)
    const before = await commerce.cart.get(shopper)
    expect(before.country).toBe('BE')

    // nopCommerce finds the billing address's VAT number invalid, say.
    const client = nopClient({ baseUrl: double.url })
    const refusing: NopClient = {
      ...client,
      post(path, request) {
        if (path === 'Checkout/NewBillingAddress')
          return Promise.reject(new NopHttpError(400, { message: 'Wrong VAT number' }, path))
        return client.post(path, request)
      },
    }
    const dutch = { ...gentDetails('an@example.be'), billing: amsterdamAddress }
    expect(await problem(otherServer(refusing).checkout.setDetails(shopper, dutch))).toBe(
      'details-required',
    )
    expect(await commerce.cart.get(shopper)).toMatchObject({
      country: 'BE',
      totals: { shipping: before.totals.shipping, total: before.totals.total },
    })
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
