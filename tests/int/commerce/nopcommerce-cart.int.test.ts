import { describe, expect, it } from 'vitest'

import { anonymousTokens } from '@/commerce/nopcommerce/anonymous-tokens'
import { nopCart } from '@/commerce/nopcommerce/cart'
import { type NopClient, nopClient } from '@/commerce/nopcommerce/http-client'
import { bearerOf } from '@/commerce/nopcommerce/session'
import { euros } from '@/commerce/rules/money'
import type { Shopper } from '@/commerce/types'

import { addCouponCode } from '../../support/nopcommerce-double/cart-pricing'
import { nopBackendForFile } from '../support/nopcommerce'
import { problem } from '../support/any-backend'
import { testPayload } from '../support/payload'
import { cartConformance } from './cart-conformance'

const backend = nopBackendForFile()

cartConformance('nopCommerce', async () => ({ commerce: backend().commerce }))

describe('nopCommerce cart on the wire', () => {
  const guest = async (): Promise<Shopper> => ({
    session: await backend().commerce.customers.startGuest('en'),
    locale: 'en',
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

  it('puts a weighed product in nopCommerce as whole portions of its weight step', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    const kg = double.state.products.find((product) => product.unit === 'kg' && product.stock > 0)!
    const cart = await commerce.cart.change(shopper, {
      type: 'add',
      productId: kg.id,
      quantity: 1.5,
    })
    expect(cartOf(shopper).items).toMatchObject([{ productId: kg.id, quantity: 3 }])
    expect(cart.lines[0]).toMatchObject({
      quantity: 1.5,
      unitPrice: { amount: kg.priceCents },
      lineTotal: { amount: Math.round(kg.priceCents * 1.5) },
    })
    expect(cart.itemCount).toBe(1)
  })

  it('charges for a weighed product what its page says a kilogram costs', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    const kg = double.state.products.find((product) => product.unit === 'kg' && product.stock > 2)!
    const page = (await commerce.catalog.product(kg.id, 'en'))!
    const cart = await commerce.cart.change(shopper, {
      type: 'add',
      productId: kg.id,
      quantity: 1.5,
    })
    expect(cart.lines[0].unitPrice).toEqual(page.price)
    expect(cart.lines[0].lineTotal.amount).toBe(Math.round(page.price.amount * 1.5))
    expect(cart.totals.subtotal).toEqual(cart.lines[0].lineTotal)
  })

  it('keeps the item of a product the shop withdrew, as nopCommerce does, until it is removed', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    const [piece, kg] = (['piece', 'kg'] as const).map(
      (unit) =>
        double.state.products.find(
          (product) => product.unit === unit && product.stock > 2 && !product.giftCardCents,
        )!,
    )
    await commerce.cart.change(shopper, { type: 'add', productId: piece.id, quantity: 2 })
    await commerce.cart.change(shopper, { type: 'add', productId: kg.id, quantity: 1 })
    kg.published = false
    try {
      const cart = await commerce.cart.get(shopper)
      const withdrawn = cart.lines.find((line) => line.product.id === kg.id)!
      expect(withdrawn).toMatchObject({
        product: { name: kg.name.en, inStock: false },
        warnings: ['product-unavailable'],
      })
      expect(withdrawn.unitPrice.amount * withdrawn.quantity).toBe(withdrawn.lineTotal.amount)
      const lines = cart.lines.reduce((sum, line) => sum + line.lineTotal.amount, 0)
      expect(lines).toBe(cart.totals.subtotal.amount)
      const after = await commerce.cart.change(shopper, { type: 'remove', lineId: withdrawn.id })
      expect(after.lines.map((line) => line.product.id)).toEqual([piece.id])
      expect(cartOf(shopper).items.map((item) => item.productId)).toEqual([piece.id])
    } finally {
      kg.published = true
    }
  })

  it('reads a cart of three lines with one product call per line, no more', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    const products = double.state.products
      .filter((product) => product.stock > 2 && !product.giftCardCents)
      .slice(0, 3)
    for (const product of products)
      await commerce.cart.change(shopper, {
        type: 'add',
        productId: product.id,
        quantity: product.unit === 'kg' ? 0.5 : 1,
      })
    const total = () => [...double.calls.values()].reduce((sum, count) => sum + count, 0)
    const before = new Map(double.calls)
    const calls = total()
    expect((await commerce.cart.get(shopper)).lines).toHaveLength(3)
    const made = (route: string) => (double.calls.get(route) ?? 0) - (before.get(route) ?? 0)
    expect(made('GET Product/GetProductDetails/:productId')).toBe(3)
    expect(made('GET Product/GetRelatedProducts/:productId')).toBe(0)
    expect(made('POST Catalog/SearchProducts')).toBe(0)
    // The cart, its totals and one call per product.
    expect(total() - calls).toBeLessThanOrEqual(5)
  })

  it('reads whom a gift voucher is for from nopCommerce’s French, HTML-encoded item text', async () => {
    const { commerce, double } = backend()
    const shopper: Shopper = {
      session: await backend().commerce.customers.startGuest('fr'),
      locale: 'fr',
    }
    const voucher = double.state.products.find((product) => product.giftCardCents !== null)!
    const giftCard = {
      recipientName: 'Hélène <Dupont>',
      recipientEmail: 'helene@example.be',
      senderName: 'Jan & René',
      senderEmail: 'jan@example.be',
      message: 'Bon appétit',
    }
    const cart = await commerce.cart.change(shopper, {
      type: 'add',
      productId: voucher.id,
      quantity: 1,
      giftCard,
    })
    const info = double.state.cartOf(double.state.customerIdOf(shopper.session)!).items[0]
    expect(info.giftCard).toMatchObject({ senderName: 'Jan & René' })
    expect(cart.lines[0].giftCard).toEqual({ ...giftCard, message: '' })
  })

  it('keeps the method, time slot, date, terms and country as the shop’s checkout attributes', async () => {
    const { commerce } = backend()
    const shopper = await guest()
    await addAPiece(shopper)
    const date = (await commerce.cart.bookingOptions('BE')).dates.pickup.at(-1)!
    await commerce.cart.change(shopper, { type: 'delivery', method: 'pickup', date })
    const cart = await commerce.cart.change(shopper, { type: 'terms', accepted: true })
    const [year, month, day] = date.split('-').map(Number)
    expect(cartOf(shopper)).toMatchObject({
      pickupInStore: true,
      checkoutAttributes: {
        checkout_attribute_2: '4',
        // The shop's preselected time slot, posted back: the storefront asks none.
        checkout_attribute_3: '5',
        checkout_attribute_5_day: String(day),
        checkout_attribute_5_month: String(month),
        checkout_attribute_5_year: String(year),
        checkout_attribute_6: '10',
        checkout_attribute_7: 'BE',
      },
    })
    expect(cart).toMatchObject({
      deliveryDate: date,
      timeSlot: '8:00 - 20:00',
      termsAccepted: true,
    })
  })

  it('keeps the date and the other choices through a change of quantity and a code', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    const lineId = (await addAPiece(shopper)).lines[0].id
    const date = (await commerce.cart.bookingOptions('BE')).dates.delivery.at(-1)!
    await commerce.cart.change(shopper, { type: 'delivery', method: 'delivery', date })
    await commerce.cart.change(shopper, { type: 'terms', accepted: true })
    const chosen = structuredClone(cartOf(shopper).checkoutAttributes)
    const more = await commerce.cart.change(shopper, { type: 'set-quantity', lineId, quantity: 2 })
    expect(more).toMatchObject({
      deliveryDate: date,
      termsAccepted: true,
      lines: [{ quantity: 2 }],
    })
    await problem(commerce.cart.change(shopper, { type: 'discount-code', code: 'NOPE' }))
    expect(cartOf(shopper).checkoutAttributes).toEqual(chosen)
    expect(double.calls.get('POST ShoppingCart/UpdateCart')).toBeGreaterThan(0)
  })

  it('chooses the shop’s pickup point in nopCommerce’s checkout, and delivery again', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    await addAPiece(shopper)
    const before = new Map(double.calls)
    const made = (route: string) => (double.calls.get(route) ?? 0) - (before.get(route) ?? 0)

    const pickup = await commerce.cart.change(shopper, {
      type: 'delivery',
      method: 'pickup',
      date: null,
    })
    expect(made('GET Checkout/ShippingMethod')).toBe(1)
    expect(made('POST Checkout/SelectShippingMethod')).toBe(1)
    expect(made('POST ShoppingCart/SelectShippingOption')).toBe(0)
    expect(cartOf(shopper)).toMatchObject({
      pickupInStore: true,
      shippingOption: 'Afhalen bij Slagerij___Pickup.PickupInStore',
    })
    expect(pickup).toMatchObject({ deliveryMethod: 'pickup', totals: { shipping: euros(0) } })

    // A pickup goes nowhere: the country is kept for a delivery, nothing is selected.
    const abroad = await commerce.cart.change(shopper, { type: 'country', country: 'NL' })
    expect(abroad).toMatchObject({ deliveryMethod: 'pickup', country: 'NL' })
    expect(cartOf(shopper)).toMatchObject({
      pickupInStore: true,
      checkoutAttributes: { checkout_attribute_7: 'NL' },
    })
    expect(made('POST ShoppingCart/SelectShippingOption')).toBe(0)

    const delivered = await commerce.cart.change(shopper, {
      type: 'delivery',
      method: 'delivery',
      date: null,
    })
    expect(made('POST Checkout/SelectShippingMethod')).toBe(1)
    expect(made('POST ShoppingCart/SelectShippingOption')).toBe(1)
    expect(cartOf(shopper)).toMatchObject({
      pickupInStore: false,
      shippingOption: 'Levering___Shipping.FixedByWeightByTotal',
      countryId: 153,
    })
    expect(delivered).toMatchObject({ deliveryMethod: 'delivery', country: 'NL' })
    expect(delivered.totals.shipping?.amount).toBeGreaterThan(0)
  })

  it('refuses a pickup, changing nothing, where nopCommerce offers no pickup point', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    await addAPiece(shopper)
    const before = await commerce.cart.get(shopper)
    const kept = structuredClone(cartOf(shopper))
    const pickup = { type: 'delivery', method: 'pickup', date: null } as const
    for (const setting of [{ pickupPoints: [] }, { allowPickupInStore: false }]) {
      Object.assign(double.state.extra, setting)
      try {
        expect(await problem(commerce.cart.change(shopper, pickup))).toBe('change-unavailable')
      } finally {
        for (const key of Object.keys(setting)) delete double.state.extra[key]
      }
      expect(cartOf(shopper)).toEqual(kept)
      expect(await commerce.cart.get(shopper)).toEqual(before)
    }
  })

  it('refuses a pickup point nopCommerce does not have', async () => {
    const { double } = backend()
    const shopper = await guest()
    await addAPiece(shopper)
    const select = (pointId: string) =>
      fetch(`${double.url}/api-frontend/Checkout/SelectShippingMethod?shippingOption=pickup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${bearerOf(shopper.session!)}`,
        },
        body: JSON.stringify({ PickupInStore: 'true', 'pickup-points-id': pointId }),
      })
    // CheckoutController.cs, ParsePickupOptionAsync throws a plain Exception: 500.
    expect((await select('99___Pickup.PickupInStore')).status).toBe(500)
    expect(cartOf(shopper).pickupInStore).toBe(false)
    expect((await select('1___Pickup.PickupInStore')).status).toBe(200)
    expect(cartOf(shopper).pickupInStore).toBe(true)
  })

  it('selects a pickup chosen on an empty cart in nopCommerce once a product is in it', async () => {
    const { commerce } = backend()
    const shopper = await guest()
    const chosen = await commerce.cart.change(shopper, {
      type: 'delivery',
      method: 'pickup',
      date: null,
    })
    // nopCommerce keeps the choice, but shows an empty cart's checkout attributes to nobody.
    expect(chosen.deliveryMethod).toBe('delivery')
    expect(cartOf(shopper)).toMatchObject({
      pickupInStore: false,
      shippingOption: null,
      checkoutAttributes: { checkout_attribute_2: '4' },
    })

    const cart = await addAPiece(shopper)
    expect(cartOf(shopper)).toMatchObject({
      pickupInStore: true,
      shippingOption: 'Afhalen bij Slagerij___Pickup.PickupInStore',
    })
    expect(cart).toMatchObject({ deliveryMethod: 'pickup', totals: { shipping: euros(0) } })
  })

  it('keeps a chosen pickup in nopCommerce as lines change, asking nothing more for a delivery', async () => {
    const { commerce, double } = backend()
    const [piece, kg] = (['piece', 'kg'] as const).map(
      (unit) =>
        double.state.products.find(
          (product) => product.unit === unit && product.stock > 3 && !product.giftCardCents,
        )!,
    )
    /** The shipping method calls made from now on. */
    const counting = () => {
      const before = new Map(double.calls)
      return () =>
        ['GET Checkout/ShippingMethod', 'POST Checkout/SelectShippingMethod'].map(
          (route) => (double.calls.get(route) ?? 0) - (before.get(route) ?? 0),
        )
    }

    const delivered = await guest()
    await commerce.cart.change(delivered, { type: 'add', productId: piece.id, quantity: 1 })
    await commerce.cart.change(delivered, { type: 'delivery', method: 'delivery', date: null })
    let asked = counting()
    await commerce.cart.change(delivered, { type: 'add', productId: kg.id, quantity: 1 })
    expect(asked()).toEqual([0, 0])

    const shopper = await guest()
    await commerce.cart.change(shopper, { type: 'add', productId: piece.id, quantity: 1 })
    await commerce.cart.change(shopper, { type: 'delivery', method: 'pickup', date: null })
    const lineId = (await commerce.cart.get(shopper)).lines[0].id
    asked = counting()
    const more = await commerce.cart.change(shopper, { type: 'set-quantity', lineId, quantity: 2 })
    expect(asked()).toEqual([1, 1])
    expect(cartOf(shopper)).toMatchObject({ pickupInStore: true, items: [{ quantity: 2 }] })
    expect(more).toMatchObject({ deliveryMethod: 'pickup', totals: { shipping: euros(0) } })

    await commerce.cart.change(shopper, { type: 'add', productId: kg.id, quantity: 1 })
    const fewer = await commerce.cart.change(shopper, { type: 'remove', lineId })
    expect(cartOf(shopper)).toMatchObject({ pickupInStore: true, items: [{ productId: kg.id }] })
    expect(fewer.totals.shipping).toEqual(euros(0))
  })

  it('selects the pickup again after a line change nopCommerce refuses, changing nothing', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    const piece = double.state.products.find(
      (product) => product.unit === 'piece' && product.stock > 3 && !product.giftCardCents,
    )!
    await commerce.cart.change(shopper, { type: 'add', productId: piece.id, quantity: 1 })
    await commerce.cart.change(shopper, { type: 'delivery', method: 'pickup', date: null })
    const before = await commerce.cart.get(shopper)
    const kept = structuredClone(cartOf(shopper))

    // Another shopper buys the rest of the stock while the new quantity is on its way.
    const stock = piece.stock
    const client = nopClient({ baseUrl: double.url })
    const racing: NopClient = {
      ...client,
      post(path, request) {
        if (path === 'ShoppingCart/UpdateCart') piece.stock = 1
        return client.post(path, request)
      },
    }
    const anonymous = anonymousTokens(client)
    const cart = nopCart({
      client: racing,
      anonymousToken: anonymous.token,
      forgetAnonymousToken: anonymous.forget,
      payload: testPayload,
    })
    try {
      const more = { type: 'set-quantity', lineId: before.lines[0].id, quantity: 3 } as const
      // nopCommerce's warning is in its own words: the product, read again, says why.
      expect(await problem(cart.change(shopper, more))).toBe('not-enough-stock')
    } finally {
      piece.stock = stock
    }
    expect(cartOf(shopper)).toEqual(kept)
    expect(await commerce.cart.get(shopper)).toEqual(before)
  })

  it('charges the delivery of the chosen country', async () => {
    const { commerce, double } = backend()
    const shopper = await guest()
    const piece = double.state.products.find(
      (product) => product.unit === 'piece' && product.stock > 0 && product.priceCents < 5000,
    )!
    await commerce.cart.change(shopper, { type: 'add', productId: piece.id, quantity: 1 })
    const dutch = await commerce.cart.change(shopper, { type: 'country', country: 'NL' })
    expect(dutch.country).toBe('NL')
    expect(dutch.totals.shipping).toEqual({ amount: 1295, currency: 'EUR' })
    expect(dutch.totals.vat.map((vat) => vat.rate)).toEqual([9])
    expect(cartOf(shopper).countryId).toBe(153)
  })

  it('takes a discount code and a gift card nopCommerce knows, and refuses others', async () => {
    const { commerce, double } = backend()
    const extra = double.state.extra as { giftCards?: unknown[] }
    addCouponCode(double.state, 'BBQ10', 10)
    ;(extra.giftCards ??= []).push({
      id: 7,
      code: 'ABCD-EFGH-JKMN-PQRS',
      amountCents: 1000,
      usedCents: 0,
    })
    const shopper = await guest()
    const piece = double.state.products.find(
      (product) => product.unit === 'piece' && product.stock > 0,
    )!
    await commerce.cart.change(shopper, { type: 'add', productId: piece.id, quantity: 2 })
    expect(
      await problem(commerce.cart.change(shopper, { type: 'discount-code', code: 'NOPE' })),
    ).toBe('discount-refused')
    expect(
      await problem(
        commerce.cart.change(shopper, { type: 'gift-card-code', code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }),
      ),
    ).toBe('gift-card-unknown')
    const discounted = await commerce.cart.change(shopper, {
      type: 'discount-code',
      code: ' bbq10 ',
    })
    expect(discounted.discountCode).toBe('BBQ10')
    expect(discounted.totals.discount.amount).toBe(Math.round(piece.priceCents * 2 * 0.1))
    const paid = await commerce.cart.change(shopper, {
      type: 'gift-card-code',
      code: 'abcdefghjkmnpqrs',
    })
    expect(paid.giftCardCode).toBe('ABCD-EFGH-JKMN-PQRS')
    expect(paid.totals.giftCards).toEqual([
      {
        code: 'ABCD-EFGH-JKMN-PQRS',
        amount: { amount: 1000, currency: 'EUR' },
        remaining: { amount: 0, currency: 'EUR' },
      },
    ])
    const without = await commerce.cart.change(shopper, { type: 'gift-card-code', code: null })
    expect(without.giftCardCode).toBeNull()
    expect(
      (await commerce.cart.change(shopper, { type: 'discount-code', code: null })).discountCode,
    ).toBeNull()
  })

  it('treats a session nopCommerce does not know as an empty cart that cannot change', async () => {
    const { commerce } = backend()
    const stranger: Shopper = { session: 'forgotten-token', locale: 'en' }
    expect((await commerce.cart.get(stranger)).lines).toEqual([])
    expect(await commerce.cart.itemCount(stranger)).toBe(0)
    expect(await problem(commerce.cart.change(stranger, { type: 'terms', accepted: true }))).toBe(
      'no-shopper',
    )
  })

  it('refuses a wrong password without touching the guest’s cart', async () => {
    const { commerce, double } = backend()
    const visitor = await guest()
    const piece = double.state.products.find(
      (product) => product.unit === 'piece' && product.stock > 0,
    )!
    await commerce.cart.change(visitor, { type: 'add', productId: piece.id, quantity: 1 })
    const logins = double.calls.get('POST Customer/Login') ?? 0
    expect(
      await commerce.customers.signIn('nobody@example.be', 'wrong-password', visitor.session),
    ).toBeNull()
    expect(double.calls.get('POST Customer/Login') ?? 0).toBe(logins)
    expect(cartOf(visitor).items).toHaveLength(1)
  })
})
