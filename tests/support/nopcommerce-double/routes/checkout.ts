import { orderCustomValues } from '@/commerce/nopcommerce/order-custom-values'

import {
  addressModel,
  enteredAttributes,
  findOrAddAddress,
  noAddressModel,
  postedAddress,
} from '../address-model'
import { cartModel, orderTotalsModel } from '../cart-model'
import { cartTotals } from '../cart-pricing'
import {
  badRequest,
  dictionary,
  type DoubleAnswer,
  type DoubleRoute,
  formatAmount,
  unauthorized,
} from '../http'
import {
  offeredPayments,
  paymentPlugins,
  placeCartOrder,
  placementWarnings,
  selectedPayment,
  selectPayment,
} from '../order-placing'
import {
  optionName,
  pickupAllowed,
  pickupOption,
  pickupPointsOf,
  shippingOptionsFor,
} from '../shipping'
import type { DoubleCustomer, DoubleState } from '../state'

type Checkout = { customer: DoubleCustomer; state: DoubleState }

const emptyCart = badRequest('Your cart is empty')

/**
 * Whether a guest may not check out: the shop allows anonymous checkout (Settings › Order
 * settings), unless a test sets `state.extra.anonymousCheckoutAllowed` to false.
 */
const guestRefused = (customer: DoubleCustomer, state: DoubleState) =>
  customer.isGuest && state.extra.anonymousCheckoutAllowed === false

const anonymousCheckout = badRequest('Anonymous checkout is not allowed')

/** A checkout route for the bearer token's customer (a guest too) with something in the cart. */
const withCart =
  (handle: (checkout: Checkout & { body: unknown; query: URLSearchParams }) => DoubleAnswer) =>
  ({ customer, state, body, query }: Parameters<DoubleRoute['handle']>[0]): DoubleAnswer => {
    if (!customer) return unauthorized
    if (state.cartOf(customer.id).items.length === 0) return emptyCart
    if (guestRefused(customer, state)) return anonymousCheckout
    return handle({ customer, state, body, query })
  }

const customerAddressModel = (customer: DoubleCustomer, id: number | null) => {
  const address = customer.addresses.find((known) => known.id === id)
  return address
    ? addressModel(address.id, address, enteredAttributes(customer)[address.id] ?? {})
    : noAddressModel()
}

/** The address of the pickup point the cart's chosen shipping option names. */
function pickupAddress(state: DoubleState, shippingOption: string | null) {
  const point = pickupPointsOf(state).find(
    (chosen) => optionName(pickupOption(chosen)) === shippingOption,
  )
  return point
    ? {
        address1: point.address,
        city: point.city,
        zip_postal_code: point.zipPostalCode,
        country_name: point.countryName,
      }
    : null
}

/**
 * Checkout/ShippingMethod's model: the options the shipping rate methods offer (the one chosen
 * before selected, else the first, as nopCommerce does) and the pickup points.
 */
function shippingMethodModel(customer: DoubleCustomer, state: DoubleState) {
  const cart = state.cartOf(customer.id)
  const language = customer.languageId
  const offered = shippingOptionsFor(state, cart.countryId)
  const deliveryCents = cartTotals(state, { ...cart, pickupInStore: false }).shipping
  const selected =
    offered.find((option) => optionName(option) === cart.shippingOption) ?? offered[0]
  const allowed = pickupAllowed(state)
  return {
    shipping_methods: offered.map((option) => ({
      shipping_rate_computation_method_system_name: option.systemName,
      name: option.name,
      description: null,
      fee: formatAmount(deliveryCents, language),
      rate: deliveryCents / 100,
      display_order: 0,
      selected: option === selected,
      shipping_option: {
        shipping_rate_computation_method_system_name: option.systemName,
        rate: deliveryCents / 100,
        name: option.name,
        description: null,
        transit_days: null,
        is_pickup_in_store: false,
        display_order: 0,
      },
    })),
    notify_customer_about_shipping_from_multiple_locations: false,
    warnings: offered.length > 0 ? [] : ['Shipping options could not be loaded'],
    display_pickup_in_store: false,
    pickup_points_model: {
      warnings: [],
      pickup_points: allowed
        ? pickupPointsOf(state).map((point) => ({
            id: point.id,
            name: point.name,
            description: null,
            provider_system_name: point.providerSystemName,
            address: point.address,
            city: point.city,
            county: null,
            state_name: null,
            country_name: point.countryName,
            zip_postal_code: point.zipPostalCode,
            latitude: null,
            longitude: null,
            pickup_fee: formatAmount(point.pickupFeeCents, language),
            opening_hours: point.openingHours,
          }))
        : [],
      allow_pickup_in_store: allowed,
      // nopCommerce ticks it only for a shop without shipping rate methods (pickup only).
      pickup_in_store: false,
      pickup_in_store_only: false,
      display_pickup_points_on_map: false,
      google_maps_api_key: null,
    },
  }
}

/** What the confirm page shows besides the cart: the addresses, delivery and payment chosen. */
function orderReviewData({ customer, state }: Checkout) {
  const cart = state.cartOf(customer.id)
  const payment = paymentPlugins.find((plugin) => plugin.systemName === selectedPayment(customer))
  return {
    display: true,
    billing_address: customerAddressModel(customer, customer.billingAddressId),
    is_shippable: true,
    shipping_address: cart.pickupInStore
      ? noAddressModel()
      : customerAddressModel(customer, customer.shippingAddressId),
    selected_pickup_in_store: cart.pickupInStore,
    pickup_address: cart.pickupInStore ? pickupAddress(state, cart.shippingOption) : null,
    shipping_method: cart.shippingOption?.split('___')[0] ?? null,
    payment_method: payment ? (payment.names[customer.languageId] ?? payment.names[1]) : null,
    custom_values: {},
  }
}

function confirmModel(checkout: Checkout, warnings: string[] = []) {
  const { customer, state } = checkout
  return {
    terms_of_service_on_order_confirm_page: false,
    terms_of_service_popup: false,
    minimum_order_total_warning: null,
    display_captcha: false,
    warnings,
    shopping_cart: { ...cartModel(state, customer), order_review_data: orderReviewData(checkout) },
    order_totals: orderTotalsModel(state, customer),
  }
}

type AddressRequest = { model?: Record<string, unknown>; form?: unknown }

/** Checkout/NewBillingAddress and NewShippingAddress: the address posted as a new one. */
function newAddress(
  { customer, state, body }: Checkout & { body: unknown },
  which: 'billing_new_address' | 'shipping_new_address',
) {
  const request = (body ?? {}) as AddressRequest
  const posted = postedAddress(request.model?.[which], request.form)
  if (typeof posted === 'string') return badRequest(posted)
  return findOrAddAddress(customer, posted, state.nextId)
}

/** An order the customer already placed with this idempotency key (see order-custom-values). */
function orderWithKey(state: DoubleState, customer: DoubleCustomer, key: string | undefined) {
  if (!key) return null
  return (
    [...state.orders.values()].find(
      (order) =>
        order.customerId === customer.id &&
        order.customValues[orderCustomValues.idempotencyKey] === key,
    ) ?? null
  )
}

/** The plugin's Checkout controller, for the one-page checkout the storefront drives. */
export const checkoutRoutes: DoubleRoute[] = [
  {
    method: 'POST',
    path: 'Checkout/NewBillingAddress',
    handle: withCart((checkout) => {
      const address = newAddress(checkout, 'billing_new_address')
      if (!('id' in address)) return address
      const { customer } = checkout
      customer.billingAddressId = address.id
      const model = ((checkout.body ?? {}) as AddressRequest).model ?? {}
      if (model.ship_to_same_address === true) {
        customer.shippingAddressId = address.id
        return { json: { redirect_to_method: 'ShippingMethod', model: null } }
      }
      return { json: { redirect_to_method: 'ShippingAddress', model: null } }
    }),
  },
  {
    method: 'POST',
    path: 'Checkout/NewShippingAddress',
    handle: withCart((checkout) => {
      const address = newAddress(checkout, 'shipping_new_address')
      if (!('id' in address)) return address
      checkout.customer.shippingAddressId = address.id
      return { json: { redirect_to_method: 'ShippingMethod', model: null } }
    }),
  },
  {
    // As nopCommerce: any step of the checkout may choose one of the customer's addresses again.
    method: 'GET',
    path: 'Checkout/SelectShippingAddress/:addressId',
    handle({ customer, params }) {
      if (!customer) return unauthorized
      const address = customer.addresses.find((known) => known.id === Number(params.addressId))
      if (!address)
        return { status: 404, json: { message: `Address by id=${params.addressId} not found.` } }
      customer.shippingAddressId = address.id
      return { json: { redirect_to_method: 'ShippingMethod' } }
    },
  },
  {
    method: 'GET',
    path: 'Checkout/ShippingMethod',
    handle: withCart(({ customer, state }) => ({
      json: { redirect_to_method: null, model: shippingMethodModel(customer, state) },
    })),
  },
  {
    // As the plugin: a pickup point when the form says so, else the shipping option named.
    method: 'POST',
    path: 'Checkout/SelectShippingMethod',
    handle: withCart(({ customer, state, body, query }) => {
      const cart = state.cartOf(customer.id)
      const form = dictionary(body)
      if (pickupAllowed(state)) {
        if (form.PickupInStore?.trim().toLowerCase() === 'true') {
          const [id, provider] = (form['pickup-points-id'] ?? '').split('___')
          const point = pickupPointsOf(state).find(
            (known) => known.id === id && known.providerSystemName === provider,
          )
          if (!point) return badRequest('Pickup point is not allowed')
          cart.shippingOption = optionName(pickupOption(point))
          cart.pickupInStore = true
          return { json: { redirect_to_method: 'PaymentMethod' } }
        }
        cart.pickupInStore = false
      }
      const [name, systemName, ...rest] = (query.get('shippingOption') ?? '')
        .split('___')
        .filter(Boolean)
      const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase()
      const option = shippingOptionsFor(state, cart.countryId).find(
        (offered) => same(offered.name, name) && same(offered.systemName, systemName),
      )
      if (!option || rest.length > 0) return { json: { redirect_to_method: 'ShippingMethod' } }
      cart.shippingOption = optionName(option)
      return { json: { redirect_to_method: 'PaymentMethod' } }
    }),
  },
  {
    method: 'GET',
    path: 'Checkout/PaymentMethod',
    handle: withCart(({ customer, state }) => {
      const offered = offeredPayments(state.cartOf(customer.id))
      const selected = selectedPayment(customer)
      return {
        json: {
          redirect_to_method: null,
          model: {
            payment_methods: offered.map((plugin) => ({
              payment_method_system_name: plugin.systemName,
              name: plugin.names[customer.languageId] ?? plugin.names[1],
              description: null,
              fee: null,
              selected: plugin.systemName === selected,
              logo_url: null,
            })),
            display_reward_points: false,
          },
        },
      }
    }),
  },
  {
    method: 'POST',
    path: 'Checkout/SelectPaymentMethod',
    handle: withCart(({ customer, state, query }) => {
      const chosen = query.get('paymentMethod') ?? ''
      const offered = offeredPayments(state.cartOf(customer.id))
      if (!offered.some((plugin) => plugin.systemName === chosen))
        return { json: { redirect_to_method: 'PaymentMethod' } }
      selectPayment(customer, chosen)
      return { json: { redirect_to_method: 'PaymentInfo' } }
    }),
  },
  {
    method: 'GET',
    path: 'Checkout/Confirm',
    handle: withCart((checkout) => ({ json: confirmModel(checkout) })),
  },
  {
    method: 'POST',
    path: 'Checkout/ConfirmOrder',
    handle({ customer, state, body }) {
      if (!customer) return unauthorized
      const customValues = dictionary(body)
      const placed = orderWithKey(state, customer, customValues[orderCustomValues.idempotencyKey])
      if (placed) return { json: { redirect_to_method: 'Completed', id: placed.id } }
      if (state.cartOf(customer.id).items.length === 0) return emptyCart
      if (guestRefused(customer, state)) return anonymousCheckout
      const checkout = { customer, state }
      const warnings = placementWarnings(state, customer)
      // As the plugin: a refused order is answered with the confirm model and its warnings.
      if (warnings.length > 0) return { json: { model: confirmModel(checkout, warnings) } }
      const order = placeCartOrder(state, customer, customValues)
      return { json: { redirect_to_method: 'Completed', id: order.id } }
    },
  },
  {
    // The "order completed" page: the order asked for, else the customer's latest.
    method: 'GET',
    path: 'Checkout/Completed',
    handle({ customer, state, query }) {
      if (!customer) return unauthorized
      if (guestRefused(customer, state)) return anonymousCheckout
      const latest = [...state.orders.values()]
        .filter((order) => order.customerId === customer.id)
        .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id)[0]
      const order = state.orders.get(Number(query.get('orderId'))) ?? latest
      if (!order || order.customerId !== customer.id)
        return {
          status: 404,
          json: { message: 'Order not found or does not meet the requirements.' },
        }
      return {
        json: {
          redirect_to_method: null,
          id: 0,
          model: {
            order_id: order.id,
            custom_order_number: order.customOrderNumber,
            one_page_checkout_enabled: true,
          },
        },
      }
    },
  },
]
