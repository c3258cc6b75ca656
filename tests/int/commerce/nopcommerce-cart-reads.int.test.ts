import { describe, expect, it } from 'vitest'

import { anonymousTokens } from '@/commerce/nopcommerce/anonymous-tokens'
import { nopCart } from '@/commerce/nopcommerce/cart'
import { type NopClient, type NopRequest, nopClient } from '@/commerce/nopcommerce/http-client'
import type { Shopper } from '@/commerce/types'

import { problem } from '../support/any-backend'
import { nopBackendForFile } from '../support/nopcommerce'
import { deliveryOption, optionName } from '../../support/nopcommerce-double/shipping'
import { testPayload } from '../support/payload'

const backend = nopBackendForFile()

/** A cart over its own client, whose calls go through `around` first. */
function cartThrough(around: (call: string, send: () => Promise<unknown>) => Promise<unknown>) {
  const client = nopClient({ baseUrl: backend().double.url })
  const wrapped: NopClient = {
    ...client,
    get: <T>(path: string, request?: NopRequest) =>
      around(`GET ${path}`, () => client.get<T>(path, request)) as Promise<T>,
    post: <T>(path: string, request?: NopRequest) =>
      around(`POST ${path}`, () => client.post<T>(path, request)) as Promise<T>,
  }
  const anonymous = anonymousTokens(wrapped)
  return nopCart({
    client: wrapped,
    anonymousToken: anonymous.token,
    forgetAnonymousToken: anonymous.forget,
    payload: testPayload,
  })
}

describe('nopCommerce cart reads and refusals', () => {
  const guest = async (): Promise<Shopper> => ({
    session: await backend().commerce.customers.startGuest('nl'),
    locale: 'nl',
  })
  const cartOf = (shopper: Shopper) => {
    const { double } = backend()
    return double.state.cartOf(double.state.customerIdOf(shopper.session)!)
  }

  const addAPiece = (shopper: Shopper) => {
    const { commerce, double } = backend()
    const piece = double.state.products.find(
      (product) => product.unit === 'piece' && product.stock > 0,
    )!
    return commerce.cart.change(shopper, { type: 'add', productId: piece.id, quantity: 1 })
  }

  it('reads the cart and its totals from the confirm page in one call, writing nothing', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    await addAPiece(shopper)
    await commerce.cart.change(shopper, { type: 'delivery', method: 'pickup', date: null })

    let cartRead: () => void = () => {}
    const read = new Promise<void>((resolve) => (cartRead = resolve))
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const reader = cartThrough(async (call, send) => {
      if (call === 'GET Checkout/Confirm') {
        const answer = await send()
        cartRead()
        return answer
      }
      await released
      return send()
    })

    const before = new Map(double.calls)
    const reading = reader.get(shopper)
    await read
    await commerce.cart.change(shopper, { type: 'delivery', method: 'delivery', date: null })
    release()
    const cart = await reading

    expect(cart.deliveryMethod).toBe('pickup')
    expect(cartOf(shopper).checkoutAttributes.checkout_attribute_2).toBe('3')
    expect((await commerce.cart.get(shopper)).deliveryMethod).toBe('delivery')
    expect(double.calls.get('GET ShoppingCart/OrderTotals')).toBeUndefined()
    expect(
      (double.calls.get('POST ShoppingCart/CheckoutAttributeChange') ?? 0) -
        (before.get('POST ShoppingCart/CheckoutAttributeChange') ?? 0),
    ).toBe(1)
  })

  it('reads the totals from the choices nopCommerce holds when its confirm page is closed to the guest', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    await addAPiece(shopper)
    await commerce.cart.change(shopper, { type: 'terms', accepted: true })
    const expected = await commerce.cart.get(shopper)
    double.state.extra.anonymousCheckoutAllowed = false
    try {
      expect(await commerce.cart.get(shopper)).toEqual(expected)
    } finally {
      delete double.state.extra.anonymousCheckoutAllowed
    }
    expect(cartOf(shopper).checkoutAttributes.checkout_attribute_6).toBe('10')
  })

  it('changes nothing when nopCommerce refuses the delivery method', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    const piece = double.state.products.find(
      (product) => product.unit === 'piece' && product.stock > 0,
    )!
    await commerce.cart.change(shopper, { type: 'add', productId: piece.id, quantity: 1 })
    await commerce.cart.change(shopper, { type: 'country', country: 'NL' })
    await commerce.cart.change(shopper, { type: 'delivery', method: 'pickup', date: null })
    const before = structuredClone(cartOf(shopper))
    double.state.extra.shippingRestrictions = { [optionName(deliveryOption)]: [153] }
    try {
      expect(
        await problem(
          commerce.cart.change(shopper, { type: 'delivery', method: 'delivery', date: null }),
        ),
      ).toBe('country-unavailable')
    } finally {
      delete double.state.extra.shippingRestrictions
    }
    expect(cartOf(shopper)).toEqual(before)
    expect((await commerce.cart.get(shopper)).deliveryMethod).toBe('pickup')
  })
})
