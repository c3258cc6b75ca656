/**
 * What the conformance suites get from a backend, and the shopping they share. It all goes
 * through the commerce interface, so that every backend runs the suites unchanged.
 */
import { randomUUID } from 'node:crypto'

import type { CommerceProvider } from '@/commerce/provider'
import type { DeliveryMethod, Locale, ProductSummary, Shopper } from '@/commerce/types'

import { gentDetails } from '../../support/addresses'
import { registration, uniqueSlug } from '../support/any-backend'

export type Commerce = Pick<
  CommerceProvider,
  'catalog' | 'cart' | 'checkout' | 'customers' | 'account' | 'orders'
>

export type ConformanceBackend = {
  commerce: Commerce
  /** The mail the shop sent to one address, oldest first, when the tests can read it. */
  mailbox?: { to(address: string): Array<{ subject: string; text: string }> }
}

// In the demo catalog, beef is all food (6 % VAT in Belgium) and the veal fillet is sold out.
const BEEF = 2
const VEAL = 3

export type DemoProducts = { piece: ProductSummary; kg: ProductSummary; soldOut: ProductSummary }

/** Demo products to shop with, found as the storefront finds them. */
export async function demoProducts({ catalog }: Commerce): Promise<DemoProducts> {
  const list = async (categoryId: number) =>
    (await catalog.products({ locale: 'en', categoryId, sort: 'price-asc', pageSize: 48 })).items
  const [beef, veal] = await Promise.all([list(BEEF), list(VEAL)])
  const find = (items: ProductSummary[], what: string, test: (item: ProductSummary) => boolean) => {
    const found = items.find(test)
    if (!found) throw new Error(`The demo catalog has no ${what}`)
    return found
  }
  return {
    piece: find(
      beef,
      'beef in stock sold per piece',
      (item) => item.unit === 'piece' && item.inStock,
    ),
    kg: find(beef, 'beef in stock sold per kg', (item) => item.unit === 'kg' && item.inStock),
    soldOut: find(veal, 'sold-out veal', (item) => !item.inStock),
  }
}

/** How many the backend has of a product right now. */
export async function stockOf({ catalog }: Commerce, product: ProductSummary): Promise<number> {
  const detail = await catalog.product(product.id, 'en')
  if (!detail) throw new Error(`Product ${product.id} is gone`)
  return detail.stock.quantity
}

export const newGuest = async (
  { customers }: Commerce,
  locale: Locale = 'en',
): Promise<Shopper> => ({
  session: await customers.startGuest(locale),
  locale,
})

/** A new customer, signed in, with the credentials they registered. */
export async function newCustomer({ customers }: Commerce, locale: Locale = 'en') {
  const input = registration({ locale })
  const customer = await customers.register(input)
  const signedIn = await customers.signIn(input.email, input.password, null)
  if (!signedIn) throw new Error('A new customer could not sign in')
  const shopper: Shopper = { session: signedIn.session, locale }
  return { customer, shopper, input, email: input.email, password: input.password }
}

/** An e-mail address no other order uses, so that its mail can be told apart. */
export const orderEmail = () => `${uniqueSlug('order')}@example.be`

/** A date the backend offers now; the last one, which stays on offer while the tests run. */
export async function offeredDate({ cart }: Commerce, method: DeliveryMethod): Promise<string> {
  const date = (await cart.bookingOptions('BE')).dates[method].at(-1)
  if (!date) throw new Error(`No ${method} date is on offer`)
  return date
}

type Order = { quantity?: number; method?: DeliveryMethod; email?: string }

/** Fills the shopper's cart up to ordering: the product, an offered date, the terms, details. */
export async function readyToOrder(
  commerce: Commerce,
  shopper: Shopper,
  product: ProductSummary,
  { quantity = 1, method = 'delivery', email = orderEmail() }: Order = {},
) {
  const date = await offeredDate(commerce, method)
  await commerce.cart.change(shopper, { type: 'add', productId: product.id, quantity })
  await commerce.cart.change(shopper, { type: 'delivery', method, date })
  await commerce.cart.change(shopper, { type: 'terms', accepted: true })
  await commerce.checkout.setDetails(shopper, gentDetails(email))
  return { date, email }
}

/** One new attempt at placing the shopper's order. */
export const attempt = (paymentMethod = 'banktransfer') => ({
  paymentMethod,
  idempotencyKey: randomUUID(),
})
