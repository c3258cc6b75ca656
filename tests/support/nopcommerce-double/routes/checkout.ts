/**
 * The plugin's Checkout controller (CheckoutController.cs), for the steps the storefront drives.
 * Every action is [Authorize] (401 without a valid token; a guest's token is valid) and, but for
 * Completed, answers 404 while the shop's checkout is disabled. A step on an empty cart answers
 * 400 "Your cart is empty", a guest where the shop allows no anonymous checkout 400 "Anonymous
 * checkout is not allowed" (the action's own `BadRequest(string)`: the text as JSON).
 */
import {
  addressAttributes,
  addressModel,
  enteredAddress,
  enteredAttributes,
  findOrAddAddress,
  noAddressModel,
} from '../address-model'
import { cartModel, orderTotalsModel } from '../cart-model'
import { cartTotals } from '../cart-pricing'
import { checkoutSettings } from '../checkout-settings'
import {
  badRequest,
  dictionary,
  type DoubleAnswer,
  type DoubleRequest,
  type DoubleRoute,
  formatAmount,
  notFoundText,
  refusedWithText,
  unauthorized,
  validationProblem,
} from '../http'
import {
  cartWarnings,
  latestOrderOf,
  offeredPayments,
  paymentName,
  paymentPluginActive,
  placeCartOrder,
  placementError,
  selectedPayment,
  selectPayment,
} from '../order-placing'
import {
  optionName,
  pickupAllowed,
  pickupOption,
  pickupPointsOf,
  requiresShipping,
  shippingOptionsFor,
} from '../shipping'
import type { DoubleCustomer, DoubleState } from '../state'

type Checkout = { customer: DoubleCustomer; state: DoubleState }
type Step = Checkout & Pick<DoubleRequest, 'body' | 'query' | 'params'>

/** The Framework's ErrorHandlerMiddleware.cs for an exception that is no NopException. */
const thrown = (status: 404 | 500, message: string): DoubleAnswer => ({
  ...badRequest(message),
  status,
})

/** A key an action reads from a form dictionary with its indexer: KeyNotFoundException, 404. */
const missingKey = (key: string) =>
  thrown(404, `The given key '${key}' was not present in the dictionary.`)

/** An int route or query value ASP.NET Core could not bind: a validation problem. */
const notAnInt = (name: string, value: string) =>
  validationProblem({ [name]: [`The value '${value}' is not valid.`] })

const isInt = (value: string) => /^-?\d{1,10}$/.test(value.trim())

/** The validation every step runs first: the shop's checkout is open. */
function checkoutClosed(state: DoubleState): DoubleAnswer | null {
  return checkoutSettings(state).checkoutDisabled
    ? notFoundText('The setting CheckoutDisabled is true.')
    : null
}

const guestRefused = (customer: DoubleCustomer, state: DoubleState) =>
  customer.isGuest && !checkoutSettings(state).anonymousCheckoutAllowed

/** What every step with a cart checks, in the controller's order; null when the step may go on. */
function cartStepRefusal({ customer, state }: Checkout): DoubleAnswer | null {
  const closed = checkoutClosed(state)
  if (closed) return closed
  if (state.cartOf(customer.id).items.length === 0) return refusedWithText('Your cart is empty')
  if (guestRefused(customer, state)) return refusedWithText('Anonymous checkout is not allowed')
  return null
}

/**
 * A checkout step on the bearer token's customer (a guest too) with something in the cart:
 * [Authorize] first, then ASP.NET Core's validation of what the action binds (`validate`), then
 * the action's own checks.
 */
const cartStep =
  (
    handle: (step: Step) => DoubleAnswer,
    validate?: (request: DoubleRequest) => DoubleAnswer | null,
  ) =>
  (request: DoubleRequest): DoubleAnswer => {
    const { customer, state, body, query, params } = request
    if (!customer) return unauthorized
    return (
      validate?.(request) ??
      cartStepRefusal({ customer, state }) ??
      handle({ customer, state, body, query, params })
    )
  }

/** ASP.NET Core's [FromBody] binding errors for a body that is no JSON object. */
const bodyErrors = (body: unknown): Record<string, string[]> =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? {}
    : { '': ['A non-empty request body is required.'] }

/** A [Required] query value's binding error. */
const requiredErrors = (query: URLSearchParams, name: string): Record<string, string[]> =>
  query.get(name)?.trim() ? {} : { [name]: [`The ${name} field is required.`] }

const validationOf = (errors: Record<string, string[]>) =>
  Object.keys(errors).length > 0 ? validationProblem(errors) : null

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
 * Checkout/ShippingMethod's model (CheckoutModelFactory.PrepareShippingMethodModelAsync): the
 * options the shipping rate methods offer (the one chosen before selected, else the first) and
 * the pickup points, which the shop shows on this step.
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

/** One of the customer's addresses as the checkout answers it; an empty one for none. */
function customerAddressModel(customer: DoubleCustomer, id: number | null) {
  const address = customer.addresses.find((known) => known.id === id)
  return address
    ? addressModel(address.id, address, enteredAttributes(customer)[address.id] ?? {})
    : noAddressModel()
}

/** What the confirm page shows besides the cart: the addresses, delivery and payment chosen. */
function orderReviewData({ customer, state }: Checkout) {
  const cart = state.cartOf(customer.id)
  const payment = selectedPayment(customer)
  return {
    display: true,
    billing_address: customerAddressModel(customer, customer.billingAddressId),
    is_shippable: requiresShipping(cart),
    shipping_address: cart.pickupInStore
      ? customerAddressModel(customer, null)
      : customerAddressModel(customer, customer.shippingAddressId),
    selected_pickup_in_store: cart.pickupInStore,
    pickup_address: cart.pickupInStore ? pickupAddress(state, cart.shippingOption) : null,
    shipping_method: cart.shippingOption?.split('___')[0] ?? null,
    payment_method: payment ? paymentName(payment, customer.languageId) : null,
    custom_values: {},
  }
}

/**
 * CheckoutConfirmModelDto.cs as Checkout/Confirm fills it: the confirm model
 * (CheckoutModelFactory.PrepareConfirmOrderModelAsync, with the cart's warnings), the cart with
 * its review data, and the order totals.
 */
function confirmModel(checkout: Checkout, errors: string[] = []) {
  const { customer, state } = checkout
  return {
    terms_of_service_on_order_confirm_page: false,
    terms_of_service_popup: false,
    min_order_total_warning: null,
    warnings: [...cartWarnings(state, customer), ...errors],
    shopping_cart: { ...cartModel(state, customer), order_review_data: orderReviewData(checkout) },
    order_totals: orderTotalsModel(state, customer),
    custom_properties: {},
  }
}

/** Whether the customer placed an order less than the shop's interval ago. */
function placedTooRecently({ customer, state }: Checkout, now: Date) {
  const seconds = checkoutSettings(state).minimumOrderPlacementInterval
  const latest = latestOrderOf(state, customer.id)
  return (
    seconds > 0 && latest !== null && now.getTime() - Date.parse(latest.createdOn) <= seconds * 1000
  )
}

/** The [FromBody] BaseModelDtoRequest an address step takes: `{ model, form }`. */
type AddressRequest = {
  model?: Record<string, unknown> | null
  form?: Record<string, unknown> | null
}

/**
 * The address a step posts, as the controller reads it: the model's fields, the custom address
 * attributes read from the form by key (each one the shop has must be there), and their warnings.
 */
function postedAddress(body: unknown, which: 'billing_new_address' | 'shipping_new_address') {
  const request = body as AddressRequest
  // The controller maps `request.Model` and reads `request.Form` without a null check.
  if (!request.model || !request.form)
    return { refusal: thrown(500, 'Object reference not set to an instance of an object.') }
  const form = dictionary(request.form)
  const absent = addressAttributes.find(({ id }) => !(`address_attribute_${id}` in form))
  if (absent) return { refusal: missingKey(`address_attribute_${absent.id}`) }
  return enteredAddress(request.model[which], form)
}

/** The address form answered again when a required custom attribute was left empty. */
const addressAgain = (posted: ReturnType<typeof enteredAddress>) =>
  addressModel(0, posted.fields, posted.attributes)

export const checkoutRoutes: DoubleRoute[] = [
  {
    // NewBillingAddress: the address is added to the customer's (unless they have it already)
    // and becomes the billing address; "ship to the same address" also makes it the shipping
    // address and lets go of the shipping option and pickup point chosen before.
    method: 'POST',
    path: 'Checkout/NewBillingAddress',
    handle: cartStep(
      ({ customer, state, body }) => {
        const posted = postedAddress(body, 'billing_new_address')
        if ('refusal' in posted) return posted.refusal
        // A required custom attribute left empty: the form again, with nothing saved.
        if (posted.warnings.length > 0)
          return {
            json: {
              redirect_to_method: null,
              model: { billing_new_address: addressAgain(posted) },
            },
          }
        const address = findOrAddAddress(customer, posted, state.nextId)
        customer.billingAddressId = address.id
        if ((body as AddressRequest).model?.ship_to_same_address === true) {
          customer.shippingAddressId = address.id
          const cart = state.cartOf(customer.id)
          cart.shippingOption = null
          cart.pickupInStore = false
          return { json: { redirect_to_method: 'ShippingMethod', model: null } }
        }
        return { json: { redirect_to_method: 'ShippingAddress', model: null } }
      },
      ({ body }) => validationOf(bodyErrors(body)),
    ),
  },
  {
    // NewShippingAddress: the address becomes the shipping address (the shop shows pickup on the
    // shipping method step, so this step reads no pickup point).
    method: 'POST',
    path: 'Checkout/NewShippingAddress',
    handle: cartStep(
      ({ customer, state, body }) => {
        const posted = postedAddress(body, 'shipping_new_address')
        if ('refusal' in posted) return posted.refusal
        if (posted.warnings.length > 0)
          return {
            json: {
              redirect_to_method: null,
              model: { shipping_new_address: addressAgain(posted) },
            },
          }
        customer.shippingAddressId = findOrAddAddress(customer, posted, state.nextId).id
        return { json: { redirect_to_method: 'ShippingMethod', model: null } }
      },
      ({ body }) => validationOf(bodyErrors(body)),
    ),
  },
  {
    // SelectShippingAddress: one of the customer's addresses, at any step (no cart check); it
    // lets go of a pickup point chosen before.
    method: 'GET',
    path: 'Checkout/SelectShippingAddress/:addressId',
    handle({ customer, state, params }) {
      if (!customer) return unauthorized
      if (!isInt(params.addressId)) return notAnInt('addressId', params.addressId)
      const closed = checkoutClosed(state)
      if (closed) return closed
      const address = customer.addresses.find((known) => known.id === Number(params.addressId))
      if (!address) return notFoundText(`Address by id=${params.addressId} not found.`)
      customer.shippingAddressId = address.id
      if (pickupAllowed(state)) state.cartOf(customer.id).pickupInStore = false
      return { json: { redirect_to_method: 'ShippingMethod', id: null } }
    },
  },
  {
    // ShippingMethod: the shop neither bypasses the step for one option nor shows pickup on the
    // address step, so the model is answered to every cart with something to ship.
    method: 'GET',
    path: 'Checkout/ShippingMethod',
    handle: cartStep(({ customer, state }) =>
      requiresShipping(state.cartOf(customer.id))
        ? {
            json: {
              redirect_to_method: null,
              id: null,
              model: shippingMethodModel(customer, state),
            },
          }
        : { json: { redirect_to_method: 'PaymentMethod', id: null, model: null } },
    ),
  },
  {
    // SelectShippingMethod: a [FromBody] form and a [Required] `shippingOption` query. The shop
    // shows pickup on this step, so the form's `PickupInStore` is read with the dictionary's
    // indexer (404 without it): a pickup point when true, else the shipping option named
    // `{name}___{system name}` (case-insensitive), or back to ShippingMethod.
    method: 'POST',
    path: 'Checkout/SelectShippingMethod',
    handle: cartStep(
      ({ customer, state, body, query }) => {
        const cart = state.cartOf(customer.id)
        // Nothing to ship: no shipping option is kept, on to paying.
        if (!requiresShipping(cart)) {
          cart.shippingOption = null
          return { json: { redirect_to_method: 'PaymentMethod', id: null } }
        }
        const form = dictionary(body)
        if (pickupAllowed(state)) {
          if (!('PickupInStore' in form)) return missingKey('PickupInStore')
          if (form.PickupInStore.trim().toLowerCase() === 'true') {
            if (!('pickup-points-id' in form)) return missingKey('pickup-points-id')
            const [id, provider] = form['pickup-points-id'].split('___')
            if (provider === undefined)
              return thrown(500, 'Index was outside the bounds of the array.')
            const point = pickupPointsOf(state).find(
              (known) => known.id === id && known.providerSystemName === provider,
            )
            // ParsePickupOptionAsync throws a plain Exception: the middleware answers 500.
            if (!point) return thrown(500, 'Pickup point is not allowed')
            cart.shippingOption = optionName(pickupOption(point))
            cart.pickupInStore = true
            return { json: { redirect_to_method: 'PaymentMethod', id: null } }
          }
          cart.pickupInStore = false
        }
        const parts = (query.get('shippingOption') ?? '').split('___').filter(Boolean)
        if (parts.length !== 2) return { json: { redirect_to_method: 'ShippingMethod', id: null } }
        const [name, systemName] = parts.map((part) => part.toLowerCase())
        const option = shippingOptionsFor(state, cart.countryId).find(
          (offered) =>
            offered.name.toLowerCase() === name && offered.systemName.toLowerCase() === systemName,
        )
        if (!option) return { json: { redirect_to_method: 'ShippingMethod', id: null } }
        cart.shippingOption = optionName(option)
        return { json: { redirect_to_method: 'PaymentMethod', id: null } }
      },
      ({ body, query }) =>
        validationOf({ ...requiredErrors(query, 'shippingOption'), ...bodyErrors(body) }),
    ),
  },
  {
    // PaymentMethod: nothing to choose when the order costs nothing (IsPaymentWorkflowRequired),
    // or, with the bypass setting on, when one method is offered (it is chosen for the shopper).
    method: 'GET',
    path: 'Checkout/PaymentMethod',
    handle: cartStep(({ customer, state }) => {
      const cart = state.cartOf(customer.id)
      if (cartTotals(state, cart).total === 0) {
        selectPayment(customer, null)
        return { json: { redirect_to_method: 'PaymentInfo', id: null, model: null } }
      }
      const offered = offeredPayments(state)
      if (checkoutSettings(state).bypassPaymentMethodSelectionIfOnlyOne && offered.length === 1) {
        selectPayment(customer, offered[0].systemName)
        return { json: { redirect_to_method: 'PaymentInfo', id: null, model: null } }
      }
      const selected = selectedPayment(customer)
      return {
        json: {
          redirect_to_method: null,
          id: null,
          model: {
            payment_methods: offered.map((plugin) => ({
              payment_method_system_name: plugin.systemName,
              name: paymentName(plugin.systemName, customer.languageId),
              description: null,
              fee: null,
              selected: plugin.systemName === selected,
              logo_url: null,
              custom_properties: {},
            })),
            display_reward_points: false,
            custom_properties: {},
          },
        },
      }
    }),
  },
  {
    // SelectPaymentMethod: a [Required] `paymentMethod` query naming an active payment plugin
    // (IsPluginActiveAsync: whether the cart is offered it is not asked), else back to
    // PaymentMethod; nothing to choose for an order that costs nothing.
    method: 'POST',
    path: 'Checkout/SelectPaymentMethod',
    handle: cartStep(
      ({ customer, state, query }) => {
        const cart = state.cartOf(customer.id)
        if (cartTotals(state, cart).total === 0) {
          selectPayment(customer, null)
          return { json: { redirect_to_method: 'PaymentInfo', id: null } }
        }
        const chosen = query.get('paymentMethod') ?? ''
        if (!paymentPluginActive(state, chosen))
          return { json: { redirect_to_method: 'PaymentMethod', id: null } }
        selectPayment(customer, chosen)
        return { json: { redirect_to_method: 'PaymentInfo', id: null } }
      },
      ({ query }) => validationOf(requiredErrors(query, 'paymentMethod')),
    ),
  },
  {
    method: 'GET',
    path: 'Checkout/Confirm',
    handle: cartStep((checkout) => ({ json: confirmModel(checkout) })),
  },
  {
    // ConfirmOrder reads no body: whatever is sent with it never reaches the order. Refused:
    // 400 for an empty cart, a guest without anonymous checkout, or an order within the shop's
    // minimum interval after the customer's last. An order nopCommerce will not place is
    // answered 200 with the confirm model and its warnings; a placed one with its id.
    method: 'POST',
    path: 'Checkout/ConfirmOrder',
    handle: cartStep((checkout) => {
      if (placedTooRecently(checkout, new Date()))
        return refusedWithText(
          'Please wait several seconds before placing a new order (already placed another order several seconds ago).',
        )
      const error = placementError(checkout.state, checkout.customer)
      if (error)
        return {
          json: { redirect_to_method: null, id: null, model: confirmModel(checkout, [error]) },
        }
      const order = placeCartOrder(checkout.state, checkout.customer)
      // The shop's payment plugins are offline: none redirects the shopper.
      return { json: { redirect_to_method: 'Completed', id: order.id, model: null } }
    }),
  },
  {
    // Completed: the order asked for (an unknown id falls back) or the customer's latest; only
    // the customer's own. No checkout-disabled check here.
    method: 'GET',
    path: 'Checkout/Completed',
    handle({ customer, state, query }) {
      if (!customer) return unauthorized
      const asked = query.get('orderId')
      if (asked !== null && !isInt(asked)) return notAnInt('orderId', asked)
      if (guestRefused(customer, state)) return refusedWithText('Anonymous checkout is not allowed')
      const order =
        (asked !== null ? state.orders.get(Number(asked)) : undefined) ??
        latestOrderOf(state, customer.id)
      if (!order || order.extra.deleted === true || order.customerId !== customer.id)
        return notFoundText('Order not found or does not meet the requirements.')
      return {
        json: {
          redirect_to_method: null,
          id: null,
          model: {
            order_id: order.id,
            custom_order_number: order.customOrderNumber,
            one_page_checkout_enabled: true,
            custom_properties: {},
          },
        },
      }
    },
  },
]
