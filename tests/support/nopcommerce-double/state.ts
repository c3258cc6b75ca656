/**
 * What the stand-in nopCommerce keeps in memory: its catalog (part of the demo catalog), its
 * customers (guests included) and their bearer tokens, carts and orders. Amounts are in cents;
 * the routes format them as the plugin does.
 */
import { randomBytes, randomUUID } from 'node:crypto'

import { bearerOf, nopSession } from '@/commerce/nopcommerce/session'

import { catalogSeed, type DoubleCategory, type DoubleProduct } from './catalog-seed'

export type { DoubleCategory, DoubleProduct }

export type DoubleAddress = {
  id: number
  firstName: string
  lastName: string
  email: string
  company: string | null
  countryId: number
  city: string
  address1: string
  address2: string | null
  zipPostalCode: string
  phoneNumber: string
  faxNumber: string | null
}

export type DoubleCustomer = {
  id: number
  guid: string
  isGuest: boolean
  email: string | null
  password: string | null
  firstName: string
  lastName: string
  /** nopCommerce language id: NL 2, FR 5, EN 1. */
  languageId: number
  newsletter: boolean
  addresses: DoubleAddress[]
  billingAddressId: number | null
  shippingAddressId: number | null
  /** Anything else a route keeps for the customer (registration fields, reset tokens, ...). */
  extra: Record<string, unknown>
}

export type DoubleGiftCardFields = {
  recipientName: string
  recipientEmail: string
  senderName: string
  senderEmail: string
  message: string
}

export type DoubleCartItem = {
  id: number
  productId: number
  quantity: number
  giftCard: DoubleGiftCardFields | null
}

export type DoubleCart = {
  items: DoubleCartItem[]
  /** `checkout_attribute_{id}` (and `_day|_month|_year`) as last posted. */
  checkoutAttributes: Record<string, string>
  discountCodes: string[]
  giftCardCodes: string[]
  countryId: number
  shippingOption: string | null
  pickupInStore: boolean
  /** Anything else a route keeps for the cart. */
  extra: Record<string, unknown>
}

export type DoubleOrderLine = {
  productId: number
  name: string
  quantity: number
  unitPriceCents: number
  vatRate: number
}

/** An address as an order keeps it: a copy, with the text of its custom address attributes. */
export type DoubleOrderAddress = Omit<DoubleAddress, 'id'> & { attributes: Record<number, string> }

/** An order's totals in cents, as placed. */
export type DoubleOrderTotals = {
  subtotal: number
  discount: number
  shipping: number
  vat: Array<{ rate: number; cents: number }>
  giftCards: Array<{ code: string; cents: number }>
  total: number
}

export type DoubleOrder = {
  id: number
  /** nopCommerce's OrderGuid: its own, never in the plugin's answers. */
  guid: string
  customOrderNumber: string
  customerId: number
  createdOn: string
  /** nopCommerce's status names: Pending, Processing, Complete, Cancelled. */
  orderStatus: string
  /** Pending, Authorized, Paid, PartiallyRefunded, Refunded, Voided. */
  paymentStatus: string
  /** ShippingNotRequired, NotYetShipped, PartiallyShipped, Shipped, Delivered. */
  shippingStatus: string
  lines: DoubleOrderLine[]
  /** The language the customer placed the order in (nopCommerce language id). */
  languageId: number
  paymentMethodSystemName: string
  pickupInStore: boolean
  billingAddress: DoubleOrderAddress
  shippingAddress: DoubleOrderAddress | null
  /** The shipping option's name (Order.ShippingMethod): the delivery, or the pickup point. */
  shippingMethod: string
  /** The cart's checkout attributes as the order copied them (Order.CheckoutAttributesXml). */
  checkoutAttributes: Record<string, string>
  /** Their text for people, in the customer's language (Order.CheckoutAttributeDescription). */
  checkoutAttributeDescription: string
  totals: DoubleOrderTotals
  /** Anything else a route keeps for the order. */
  extra: Record<string, unknown>
}

export type DoubleState = {
  categories: DoubleCategory[]
  products: DoubleProduct[]
  customers: Map<number, DoubleCustomer>
  /** Bearer token → customer id. */
  tokens: Map<string, number>
  carts: Map<number, DoubleCart>
  orders: Map<number, DoubleOrder>
  /** Anything else a route keeps (reviews, newsletter subscriptions, ...). */
  extra: Record<string, unknown>
  nextId(): number
  newToken(customerId: number): string
  /** A new token for the customer as the storefront keeps it: a session string (`session.ts`). */
  newSession(customerId: number): string
  /** The customer whose token a storefront session string holds, while the stand-in knows it. */
  customerIdOf(session: string | null | undefined): number | undefined
  cartOf(customerId: number): DoubleCart
}

export function newState(): DoubleState {
  let id = 1000
  const { categories, products } = catalogSeed()
  const state: DoubleState = {
    categories,
    products,
    customers: new Map(),
    tokens: new Map(),
    carts: new Map(),
    orders: new Map(),
    extra: {},
    nextId: () => ++id,
    newToken(customerId) {
      const token = randomBytes(24).toString('base64url')
      state.tokens.set(token, customerId)
      return token
    },
    newSession: (customerId) => nopSession(customerId, state.newToken(customerId)),
    customerIdOf: (session) => (session ? state.tokens.get(bearerOf(session)) : undefined),
    cartOf(customerId) {
      let cart = state.carts.get(customerId)
      if (!cart) {
        cart = {
          items: [],
          checkoutAttributes: {},
          discountCodes: [],
          giftCardCodes: [],
          countryId: 22,
          shippingOption: null,
          pickupInStore: false,
          extra: {},
        }
        state.carts.set(customerId, cart)
      }
      return cart
    },
  }
  return state
}

export function newCustomer(
  state: DoubleState,
  fields: Partial<DoubleCustomer> = {},
): DoubleCustomer {
  const customer: DoubleCustomer = {
    id: state.nextId(),
    guid: randomUUID(),
    isGuest: true,
    email: null,
    password: null,
    firstName: '',
    lastName: '',
    languageId: 2,
    newsletter: false,
    addresses: [],
    billingAddressId: null,
    shippingAddressId: null,
    extra: {},
    ...fields,
  }
  state.customers.set(customer.id, customer)
  return customer
}

/**
 * The registered customer an e-mail address and password are right for
 * (CustomerRegistrationService.ValidateCustomerAsync; the shop has usernames off).
 */
export const registeredWith = (state: DoubleState, email: string, password: unknown) =>
  [...state.customers.values()].find(
    (known) =>
      !known.isGuest &&
      known.email?.toLowerCase() === email.trim().toLowerCase() &&
      typeof password === 'string' &&
      known.password === password,
  )

/** The registered customer with this e-mail address (CustomerService.GetCustomerByEmailAsync). */
export const registeredByEmail = (state: DoubleState, email: string) =>
  [...state.customers.values()].find(
    (known) => !known.isGuest && known.email?.toLowerCase() === email.trim().toLowerCase(),
  )
