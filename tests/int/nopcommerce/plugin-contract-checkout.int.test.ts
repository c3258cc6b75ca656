/**
 * The stand-in nopCommerce, over HTTP, against the Web API Frontend plugin 4.60 it stands in for:
 * checkout (CheckoutController.cs), placing the order (OrderProcessingService), the customer's
 * orders (OrderController.cs, OrderModelFactory.cs). Each test names the plugin (or nopCommerce)
 * file whose behaviour it checks.
 */
import { describe, expect, it } from 'vitest'

import { checkoutAttributeForm, initialChoice } from '@/commerce/nopcommerce/checkout-attributes'
import {
  orderStatusOf,
  paymentStatusOf,
  shippingStatusOf,
} from '@/commerce/nopcommerce/status-words'

import { longDate } from '../../support/nopcommerce-double/order-attributes'
import { statusEnums } from '../../support/nopcommerce-double/order-model'

import { type Sent, standInPlugin } from './stand-in-plugin'

const { double, call } = standInPlugin()

async function guest() {
  const { body } = await call('POST', 'Authenticate/GetToken', { json: { is_guest: true } })
  return body.token as string
}

const customerOf = (token: string) =>
  double().state.customers.get(double().state.tokens.get(token)!)!

const piece = () =>
  double().state.products.find(
    (product) => product.unit === 'piece' && product.stock > 5 && !product.giftCardCents,
  )!

/** A date the shop may deliver on, ten days ahead. */
const soon = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)

const delivery = 'Levering___Shipping.FixedByWeightByTotal'

/** The new address a checkout step posts: AddressModelDto fields and the address attributes. */
const address = (changes: Record<string, unknown> = {}) => ({
  first_name: 'An',
  last_name: 'Peeters',
  email: 'an@example.be',
  company: null,
  country_id: 22,
  city: 'Gent',
  address1: 'Kouter 12',
  address2: null,
  zip_postal_code: '9000',
  phone_number: '+32 9 123 45 67',
  ...changes,
})
const attributeForm = { address_attribute_1: '12', address_attribute_2: '' }

const billing = (shipToSame = true, changes: Record<string, unknown> = {}) => ({
  model: { billing_new_address: address(changes), ship_to_same_address: shipToSame },
  form: attributeForm,
})

async function withItem(token: string) {
  const product = piece()
  await call('POST', `ShoppingCart/AddProductToCartFromDetails/${product.id}`, {
    token,
    query: { shoppingCartType: 'ShoppingCart' },
    json: { [`addtocart_${product.id}.EnteredQuantity`]: '1' },
  })
}

/** A guest's cart made ready for ConfirmOrder, as the storefront readies it. */
async function readyCart(token = '') {
  token ||= await guest()
  const date = soon()
  await withItem(token)
  await call('POST', 'ShoppingCart/CheckoutAttributeChange', {
    token,
    json: checkoutAttributeForm({ ...initialChoice, date, termsAccepted: true }),
  })
  await call('POST', 'Checkout/NewBillingAddress', { token, json: billing() })
  await call('POST', 'Checkout/SelectShippingMethod', {
    token,
    query: { shippingOption: delivery },
    json: { PickupInStore: 'false' },
  })
  await call('POST', 'Checkout/SelectPaymentMethod', {
    token,
    query: { paymentMethod: 'Payments.CheckMoneyOrder' },
  })
  return { token, date }
}

async function placed(token: string) {
  const { body } = await call('POST', 'Checkout/ConfirmOrder', { token })
  return double().state.orders.get(body.id)!
}

/** Runs `test` with some of the shop's settings changed (`state.extra`). */
async function withSettings<T>(settings: Record<string, unknown>, test: () => Promise<T>) {
  Object.assign(double().state.extra, settings)
  try {
    return await test()
  } finally {
    for (const key of Object.keys(settings)) delete double().state.extra[key]
  }
}

describe('the plugin’s checkout, as the stand-in answers it', () => {
  it('asks a token of every checkout call, a guest’s will do (BaseNopWebApiController.cs, [Authorize])', async () => {
    const token = await guest()
    for (const [method, path] of [
      ['GET', 'Checkout/Confirm'],
      ['POST', 'Checkout/ConfirmOrder'],
      ['GET', 'Checkout/PaymentMethod'],
      ['GET', 'Checkout/ShippingMethod'],
      ['GET', 'Checkout/Completed'],
    ]) {
      expect((await call(method, path)).status).toBe(401)
      expect((await call(method, path, { token: 'no-such-token' })).status).toBe(401)
    }
    expect((await call('GET', 'Checkout/Confirm', { token })).status).toBe(400)
  })

  it('has Confirm as GET and ConfirmOrder as POST, as the 4.60 source (CheckoutController.cs; the OpenAPI description has them the other way)', async () => {
    const { token } = await readyCart()
    expect((await call('POST', 'Checkout/Confirm', { token })).status).toBe(405)
    expect((await call('GET', 'Checkout/ConfirmOrder', { token })).status).toBe(405)
    expect((await call('GET', 'Checkout/Confirm', { token })).status).toBe(200)
  })

  it('refuses a step on an empty cart, and a guest where the shop allows no anonymous checkout, with 400 and its text (CheckoutController.cs)', async () => {
    const token = await guest()
    for (const [method, path] of [
      ['GET', 'Checkout/Confirm'],
      ['POST', 'Checkout/ConfirmOrder'],
      ['GET', 'Checkout/PaymentMethod'],
      ['GET', 'Checkout/ShippingMethod'],
    ])
      expect(await call(method, path, { token })).toEqual({
        status: 400,
        body: 'Your cart is empty',
      })
    await withItem(token)
    await withSettings({ anonymousCheckoutAllowed: false }, async () => {
      expect(await call('POST', 'Checkout/ConfirmOrder', { token })).toEqual({
        status: 400,
        body: 'Anonymous checkout is not allowed',
      })
      expect((await call('GET', 'Checkout/Completed', { token })).status).toBe(400)
    })
  })

  it('answers 404 for every step but Completed while the shop’s checkout is disabled (OrderSettings.CheckoutDisabled)', async () => {
    const { token } = await readyCart()
    await withSettings({ checkoutDisabled: true }, async () => {
      expect(await call('POST', 'Checkout/ConfirmOrder', { token })).toEqual({
        status: 404,
        body: 'The setting CheckoutDisabled is true.',
      })
      expect((await call('GET', 'Checkout/Confirm', { token })).status).toBe(404)
      expect((await call('GET', 'Checkout/Completed', { token })).status).toBe(404)
    })
  })

  it('takes a new billing address as posted, unvalidated, and with "ship to the same address" lets go of the shipping option (NewBillingAddress)', async () => {
    const { token } = await readyCart()
    const customer = customerOf(token)
    const cart = () => double().state.cartOf(customer.id)
    expect(cart().shippingOption).not.toBeNull()
    const other = await call('POST', 'Checkout/NewBillingAddress', {
      token,
      json: billing(false, { first_name: '', city: 'Brugge' }),
    })
    expect(other.body).toEqual({ redirect_to_method: 'ShippingAddress', model: null })
    expect(
      customer.addresses.find((known) => known.id === customer.billingAddressId),
    ).toMatchObject({ firstName: '', city: 'Brugge' })
    expect(cart().shippingOption).not.toBeNull()
    const same = await call('POST', 'Checkout/NewBillingAddress', { token, json: billing() })
    expect(same.body.redirect_to_method).toBe('ShippingMethod')
    expect(customer.shippingAddressId).toBe(customer.billingAddressId)
    expect(cart().shippingOption).toBeNull()
  })

  it('answers the address form again for a required address attribute left empty, and fails without its key (NewBillingAddress, ParseCustomAddressAttributesAsync)', async () => {
    const token = await guest()
    await withItem(token)
    const empty = await call('POST', 'Checkout/NewBillingAddress', {
      token,
      json: { ...billing(), form: { address_attribute_1: '', address_attribute_2: '' } },
    })
    expect(empty.status).toBe(200)
    expect(empty.body.redirect_to_method).toBeNull()
    expect(empty.body.model.billing_new_address).toBeTruthy()
    expect(customerOf(token).billingAddressId).toBeNull()
    const missing = await call('POST', 'Checkout/NewBillingAddress', {
      token,
      json: { ...billing(), form: { address_attribute_1: '12' } },
    })
    expect(missing.status).toBe(404)
    expect((await call('POST', 'Checkout/NewBillingAddress', { token })).status).toBe(400)
  })

  it('takes a new shipping address, and selects one of the customer’s own at any step (NewShippingAddress, SelectShippingAddress)', async () => {
    const token = await guest()
    await withItem(token)
    const added = await call('POST', 'Checkout/NewShippingAddress', {
      token,
      json: { model: { shipping_new_address: address({ city: 'Gent' }) }, form: attributeForm },
    })
    expect(added.body).toEqual({ redirect_to_method: 'ShippingMethod', model: null })
    const customer = customerOf(token)
    const id = customer.shippingAddressId!
    double().state.carts.delete(customer.id)
    expect((await call('GET', `Checkout/SelectShippingAddress/${id}`, { token })).body).toEqual({
      redirect_to_method: 'ShippingMethod',
      id: null,
    })
    expect(await call('GET', 'Checkout/SelectShippingAddress/999999', { token })).toEqual({
      status: 404,
      body: 'Address by id=999999 not found.',
    })
    expect((await call('POST', `Checkout/SelectShippingAddress/${id}`, { token })).status).toBe(405)
  })

  it('offers the shipping options and the pickup points (ShippingMethod, CheckoutModelFactory.PrepareShippingMethodModelAsync)', async () => {
    const { token } = await readyCart()
    const { body } = await call('GET', 'Checkout/ShippingMethod', { token })
    expect(body.redirect_to_method).toBeNull()
    expect(body.model.shipping_methods[0].shipping_option).toMatchObject({
      name: 'Levering',
      shipping_rate_computation_method_system_name: 'Shipping.FixedByWeightByTotal',
    })
    expect(body.model.pickup_points_model).toMatchObject({ allow_pickup_in_store: true })
    expect(body.model.pickup_points_model.pickup_points[0].provider_system_name).toBe(
      'Pickup.PickupInStore',
    )
  })

  it('selects a shipping option by its name and method, case aside, or a pickup point from the form (SelectShippingMethod)', async () => {
    const { token } = await readyCart()
    const select = (shippingOption: string, json: unknown) =>
      call('POST', 'Checkout/SelectShippingMethod', { token, query: { shippingOption }, json })
    const cart = double().state.cartOf(customerOf(token).id)
    expect((await select(delivery.toUpperCase(), { PickupInStore: 'false' })).body).toEqual({
      redirect_to_method: 'PaymentMethod',
      id: null,
    })
    expect((await select('Levering', { PickupInStore: 'false' })).body.redirect_to_method).toBe(
      'ShippingMethod',
    )
    const pickup = { PickupInStore: 'true', 'pickup-points-id': '1___Pickup.PickupInStore' }
    expect((await select('pickup', pickup)).body.redirect_to_method).toBe('PaymentMethod')
    expect(cart.pickupInStore).toBe(true)
  })

  it('refuses a SelectShippingMethod without its query or body (400), without PickupInStore (404), or for a pickup point it does not have (500) (SelectShippingMethod, ParsePickupOptionAsync)', async () => {
    const { token } = await readyCart()
    const select = (sent: Sent) => call('POST', 'Checkout/SelectShippingMethod', { token, ...sent })
    expect((await select({ json: { PickupInStore: 'false' } })).body.errors).toHaveProperty(
      'shippingOption',
    )
    expect((await select({ query: { shippingOption: delivery } })).status).toBe(400)
    expect((await select({ query: { shippingOption: delivery }, json: {} })).status).toBe(404)
    const unknown = { PickupInStore: 'true', 'pickup-points-id': '9___Pickup.PickupInStore' }
    expect((await select({ query: { shippingOption: 'x' }, json: unknown })).status).toBe(500)
  })

  it('offers every active payment plugin, paying in the shop for a delivery too, or none to choose where nopCommerce chooses the only one (PaymentMethod, PreparePaymentMethodModelAsync, BypassPaymentMethodSelectionIfOnlyOne)', async () => {
    const { token } = await readyCart()
    const offered = await call('GET', 'Checkout/PaymentMethod', { token })
    expect(offered.body.model.payment_methods).toEqual([
      expect.objectContaining({
        payment_method_system_name: 'Payments.CheckMoneyOrder',
        name: 'Overschrijving',
      }),
      expect.objectContaining({ payment_method_system_name: 'Payments.PayInStore' }),
    ])
    const onlyOne = {
      inactivePaymentPlugins: ['Payments.PayInStore'],
      bypassPaymentMethodSelectionIfOnlyOne: true,
    }
    await withSettings(onlyOne, async () => {
      expect((await call('GET', 'Checkout/PaymentMethod', { token })).body).toEqual({
        redirect_to_method: 'PaymentInfo',
        id: null,
        model: null,
      })
      expect(customerOf(token).extra.selectedPaymentMethod).toBe('Payments.CheckMoneyOrder')
    })
  })

  it('selects any active payment plugin named in the [Required] query, else back to PaymentMethod (SelectPaymentMethod, IsPluginActiveAsync)', async () => {
    const { token } = await readyCart()
    const select = (query?: Record<string, string>) =>
      call('POST', 'Checkout/SelectPaymentMethod', { token, query })
    expect((await select()).body.errors).toHaveProperty('paymentMethod')
    expect((await select({ paymentMethod: 'Payments.Unknown' })).body.redirect_to_method).toBe(
      'PaymentMethod',
    )
    expect((await select({ paymentMethod: 'Payments.PayInStore' })).body.redirect_to_method).toBe(
      'PaymentInfo',
    )
    await withSettings({ inactivePaymentPlugins: ['Payments.PayInStore'] }, async () => {
      const inactive = await select({ paymentMethod: 'Payments.PayInStore' })
      expect(inactive.body.redirect_to_method).toBe('PaymentMethod')
    })
  })

  it('shows the confirm page: the cart with its review data, the totals and the cart’s warnings (Confirm, PrepareConfirmOrderModelAsync)', async () => {
    const { token } = await readyCart()
    const { body } = await call('GET', 'Checkout/Confirm', { token })
    expect(body.warnings).toEqual([])
    expect(body.shopping_cart.order_review_data).toMatchObject({
      billing_address: { city: 'Gent' },
      shipping_method: 'Levering',
      payment_method: 'Overschrijving',
    })
    expect(body.order_totals.order_total).toMatch(/€/)
  })
})

describe('the plugin’s ConfirmOrder, as the stand-in answers it', () => {
  it('reads no body: nothing sent with it reaches the order (ConfirmOrder takes no parameter)', async () => {
    const { token } = await readyCart()
    const sent = { IdempotencyKey: 'attempt-1', DeliveryDate: '2031-01-01', Language: 'fr' }
    const answer = await call('POST', 'Checkout/ConfirmOrder', { token, json: sent })
    expect(answer.body).toEqual({
      redirect_to_method: 'Completed',
      id: expect.any(Number),
      model: null,
    })
    const details = await call('GET', `Order/Details/${answer.body.id}`, { token })
    expect(details.body.custom_values).toEqual({})
    expect(JSON.stringify(details.body)).not.toMatch(/attempt-1|2031-01-01/)

    const again = await readyCart()
    const garbage = await call('POST', 'Checkout/ConfirmOrder', { token: again.token, raw: '{{' })
    expect(garbage.body.redirect_to_method).toBe('Completed')
  })

  it('copies the checkout attributes onto the order, the date as a long date in the customer’s language (OrderProcessingService, CheckoutAttributeFormatter.cs)', async () => {
    const { token, date } = await readyCart()
    const order = await placed(token)
    const { body } = await call('GET', `Order/Details/${order.id}`, { token })
    expect(body.checkout_attribute_info).toContain(longDate(date, 2))
    expect(body.checkout_attribute_info).toContain('<br />')
    expect(order.checkoutAttributes).toMatchObject(
      checkoutAttributeForm({ ...initialChoice, date, termsAccepted: true }),
    )
  })

  it('answers an order it will not place with the confirm model and its warnings, placing nothing (ConfirmOrder, PlaceOrderResult.Errors)', async () => {
    const token = await guest()
    await withItem(token)
    const orders = double().state.orders.size
    const { status, body } = await call('POST', 'Checkout/ConfirmOrder', { token })
    expect(status).toBe(200)
    expect(body.id).toBeNull()
    expect(body.redirect_to_method).toBeNull()
    expect(body.model.warnings.length).toBeGreaterThan(0)
    expect(double().state.orders.size).toBe(orders)
  })

  it('refuses a second order of one customer within the shop’s minimum interval, 30 seconds by default (IsMinimumOrderPlacementIntervalValidAsync)', async () => {
    const { token } = await readyCart()
    await placed(token)
    await readyCart(token)
    const refused = await call('POST', 'Checkout/ConfirmOrder', { token })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatch(/wait several seconds/)
    await withSettings({ minimumOrderPlacementInterval: 0 }, async () => {
      expect((await call('POST', 'Checkout/ConfirmOrder', { token })).body.id).toEqual(
        expect.any(Number),
      )
    })
  })

  it('shows the completed order: the one asked for, an unknown id the customer’s latest, another’s 404 (Completed)', async () => {
    const { token } = await readyCart()
    const order = await placed(token)
    const completed = (query?: Record<string, string>) =>
      call('GET', 'Checkout/Completed', { token, query })
    expect((await completed()).body.model).toMatchObject({
      order_id: order.id,
      custom_order_number: order.customOrderNumber,
    })
    expect((await completed({ orderId: '987654' })).body.model.order_id).toBe(order.id)
    const other = await placed((await readyCart()).token)
    expect(await completed({ orderId: String(other.id) })).toEqual({
      status: 404,
      body: 'Order not found or does not meet the requirements.',
    })
  })
})

describe('the plugin’s orders, as the stand-in answers them', () => {
  it('shows an order to its own customer only, a guest too: 404 unknown, 400 another’s, no GUID to open it by (OrderController.cs, Details)', async () => {
    const { token } = await readyCart()
    const order = await placed(token)
    const own = await call('GET', `Order/Details/${order.id}`, { token })
    expect(own.status).toBe(200)
    expect(own.body).not.toHaveProperty('order_guid')
    const stranger = await guest()
    const refused = { status: 400, body: 'The order is deleted or belongs to another customer' }
    expect(await call('GET', `Order/Details/${order.id}`, { token: stranger })).toEqual(refused)
    expect(
      await call('GET', `Order/Details/${order.id}`, {
        token: stranger,
        query: { orderGuid: order.guid },
      }),
    ).toEqual(refused)
    expect(await call('GET', 'Order/Details/999999', { token })).toEqual({
      status: 404,
      body: 'Order Id = 999999 not found',
    })
    expect((await call('GET', `Order/Details/${order.id}`)).status).toBe(401)
  })

  it('answers an order as OrderDetailsModelDto: words for statuses and payment method, no plugin system name, no item VAT rate (OrderModelFactory.PrepareOrderDetailsModelAsync)', async () => {
    const { token } = await readyCart()
    const order = await placed(token)
    const { body } = await call('GET', `Order/Details/${order.id}`, { token })
    expect(body).toMatchObject({
      custom_order_number: order.customOrderNumber,
      order_status: 'In afwachting',
      payment_method_status: 'In afwachting',
      shipping_status: 'Nog niet verzonden',
      payment_method: 'Overschrijving',
      pickup_in_store: false,
      custom_values: {},
      custom_properties: {},
    })
    expect(body).not.toHaveProperty('payment_method_system_name')
    expect(body.items[0]).not.toHaveProperty('tax_rate')
  })

  it('lists a guest’s own orders too, the order status also as its value, nothing about pickup (CustomerOrders, PrepareCustomerOrderListModelAsync)', async () => {
    const { token } = await readyCart()
    const order = await placed(token)
    const { status, body } = await call('GET', 'Order/CustomerOrders', { token })
    expect(status).toBe(200)
    expect(body.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        order_status_enum: 10,
        order_status: 'In afwachting',
        custom_properties: {},
      }),
    ])
    expect(
      (await call('GET', 'Order/CustomerOrders', { token: await guest() })).body.orders,
    ).toEqual([])
  })

  it('words every status as the storefront reads it, in the three languages (GetLocalizedEnumAsync; the shop’s language packs)', () => {
    const readers = { order: orderStatusOf, payment: paymentStatusOf, shipping: shippingStatusOf }
    for (const [kind, statuses] of Object.entries(statusEnums))
      for (const status of Object.values(statuses)) {
        const read = readers[kind as keyof typeof readers]
        const byValue = read(status.id)
        for (const words of Object.values(status.names)) expect(read(words)).toBe(byValue)
      }
  })

  it('has no Order/GetPdfInvoice but as the optional extension, for the order’s own customer (OpenAPI description only; not in OrderController.cs 4.60)', async () => {
    const { token } = await readyCart()
    const order = await placed(token)
    const pdf = () => call('GET', `Order/GetPdfInvoice/${order.id}`, { token })
    expect(await pdf()).toEqual({ status: 404, body: undefined })
    double().extensions = true
    try {
      const answer = await pdf()
      expect(answer.status).toBe(200)
      expect(String(answer.body).slice(0, 5)).toBe('%PDF-')
      const stranger = await guest()
      expect(
        (await call('GET', `Order/GetPdfInvoice/${order.id}`, { token: stranger })).status,
      ).toBe(400)
    } finally {
      double().extensions = false
    }
  })
})
