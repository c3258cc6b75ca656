import { describe, expect, it } from 'vitest'

import {
  checkoutChoiceOf,
  giftRecipientFromInfo,
  lineWarnings,
  type NopCartModel,
  type NopOrderTotals,
  reshapeCart,
  reshapeTotals,
} from '@/commerce/nopcommerce/cart-reshape'
import {
  fromNopQuantity,
  toNopQuantity,
  unitPriceFromNop,
} from '@/commerce/nopcommerce/sale-quantity'
import {
  type NopShippingMethodModel,
  shippingSelection,
} from '@/commerce/nopcommerce/shipping-options'
import { toCamelCase } from '@/commerce/nopcommerce/wire-case'
import { quantityLimits } from '@/commerce/rules/cart-lines'
import type { Product } from '@/commerce/types'

const euro = (amount: number) => ({ amount, currency: 'EUR' as const })

const product = (change: Partial<Product> = {}): Product => ({
  id: 4,
  name: 'Stewing beef',
  slug: 'stewing-beef',
  price: euro(1690),
  unit: 'kg',
  quantityLimits: quantityLimits('kg'),
  packedWeightGrams: null,
  pricePerKg: euro(1690),
  image: null,
  inStock: true,
  shortDescription: null,
  description: null,
  preparation: null,
  extraInfo: null,
  storageAdvice: null,
  images: [],
  categories: [],
  tags: [],
  breed: null,
  stock: { quantity: 40, inStock: true, behaviour: 'notice' },
  vatClass: 'food',
  giftCard: null,
  related: [],
  reviews: { count: 0, average: null },
  ...change,
})

const steak = product({
  id: 1,
  name: 'Steak',
  slug: 'steak',
  price: euro(1295),
  unit: 'piece',
  quantityLimits: quantityLimits('piece'),
  pricePerKg: null,
  stock: { quantity: 5, inStock: true, behaviour: 'notice' },
})

/** A cart as the plugin sends it (snake_case), read as the client reads it. */
const cartModel = (extra: object = {}) =>
  toCamelCase<NopCartModel>({
    items: [
      {
        id: 11,
        product_id: 1,
        product_name: 'Steak',
        unit_price: '€ 12,95',
        unit_price_value: 12.95,
        sub_total: '€ 38,85',
        sub_total_value: 38.85,
        quantity: 3,
        attribute_info: '',
        warnings: [],
      },
      {
        id: 12,
        product_id: 4,
        product_name: 'Stewing beef',
        unit_price: '€ 8,45',
        unit_price_value: 8.45,
        sub_total: '€ 25,35',
        sub_total_value: 25.35,
        quantity: 3,
        attribute_info: '',
        warnings: [],
      },
    ],
    checkout_attributes: [
      {
        id: 2,
        values: [
          { id: 3, is_pre_selected: false },
          { id: 4, is_pre_selected: true },
        ],
      },
      { id: 3, values: [{ id: 5, name: '8:00 - 20:00', is_pre_selected: true }] },
      { id: 5, selected_day: 4, selected_month: 3, selected_year: 2031, values: [] },
      { id: 6, values: [{ id: 10, is_pre_selected: true }] },
      { id: 7, default_value: 'NL', values: [] },
    ],
    discount_box: { applied_discounts_with_codes: [{ id: 2, coupon_code: 'BBQ10' }] },
    ...extra,
  })

const totals = toCamelCase<NopOrderTotals>({
  sub_total: '€ 64,20',
  sub_total_discount: '-€ 6,42',
  shipping: '€ 0,00',
  tax_rates: [
    { rate: '5,5', value: '€ 1,00' },
    { rate: '21', value: '€ 0,50' },
  ],
  gift_cards: [
    { id: 7, coupon_code: 'ABCD-EFGH-JKMN-PQRS', amount: '-€ 10,00', remaining: '€ 15,00' },
  ],
  order_total_discount: null,
  order_total: '€ 47,78',
})

describe('nopCommerce cart reshape', () => {
  it('counts a weighed product in portions of its step, priced per portion', () => {
    const beef = product()
    expect(toNopQuantity(beef, 1.5)).toBe(3)
    expect(fromNopQuantity(beef, 3)).toBe(1.5)
    expect(unitPriceFromNop(beef, 845)).toBe(1690)
    expect(toNopQuantity(steak, 2)).toBe(2)
    expect(fromNopQuantity(steak, 2)).toBe(2)
  })

  it('reads the checkout attributes: the method, the time slot, the date, the terms and the country', () => {
    expect(checkoutChoiceOf(cartModel())).toEqual({
      method: 'pickup',
      date: '2031-03-04',
      termsAccepted: true,
      timeSlot: '5',
      country: 'NL',
    })
    // An empty cart's model has none: a new cart's choices.
    expect(checkoutChoiceOf(cartModel({ checkout_attributes: [] }))).toEqual({
      method: 'delivery',
      date: null,
      termsAccepted: false,
      timeSlot: null,
      country: 'BE',
    })
  })

  it('turns the order totals into cents, VAT per rate and what vouchers pay', () => {
    expect(reshapeTotals(totals)).toEqual({
      subtotal: euro(6420),
      discount: euro(642),
      shipping: euro(0),
      vat: [
        { rate: 5.5, amount: euro(100) },
        { rate: 21, amount: euro(50) },
      ],
      giftCards: [{ code: 'ABCD-EFGH-JKMN-PQRS', amount: euro(1000), remaining: euro(1500) }],
      total: euro(4778),
    })
    expect(reshapeTotals({}).total).toEqual(euro(0))
  })

  it('shapes the lines, the country, the codes and the choices of a cart', () => {
    const cart = reshapeCart(cartModel(), totals, {
      products: new Map([
        [1, steak],
        [4, product()],
      ]),
      choosableDates: ['2031-03-04'],
      gift: null,
    })
    expect(cart).toMatchObject({
      itemCount: 4,
      deliveryMethod: 'pickup',
      deliveryDate: '2031-03-04',
      country: 'NL',
      discountCode: 'BBQ10',
      giftCardCode: 'ABCD-EFGH-JKMN-PQRS',
      termsAccepted: true,
      warnings: [],
    })
    expect(cart.lines).toEqual([
      {
        id: '11',
        product: expect.objectContaining({ id: 1, unit: 'piece' }),
        quantity: 3,
        unitPrice: euro(1295),
        lineTotal: euro(3885),
        warnings: [],
        giftCard: null,
      },
      {
        id: '12',
        product: expect.objectContaining({ id: 4, unit: 'kg' }),
        quantity: 1.5,
        unitPrice: euro(1690),
        lineTotal: euro(2535),
        warnings: [],
        giftCard: null,
      },
    ])
    expect(cart.lines[0].product).not.toHaveProperty('description')
  })

  it('drops a date no longer on offer, with a word', () => {
    const cart = reshapeCart(cartModel(), totals, {
      products: new Map([
        [1, steak],
        [4, product()],
      ]),
      choosableDates: [],
      gift: null,
    })
    expect(cart.deliveryDate).toBeNull()
    expect(cart.warnings).toEqual(['date-expired'])
  })

  it('keeps the item of a product no longer sold as nopCommerce counts it, to be removed', () => {
    const cart = reshapeCart(cartModel(), totals, {
      products: new Map([
        [1, steak],
        [4, null],
      ]),
      choosableDates: ['2031-03-04'],
      gift: null,
    })
    expect(cart.lines.map((line) => line.id)).toEqual(['11', '12'])
    expect(cart.lines[1]).toEqual({
      id: '12',
      product: expect.objectContaining({ id: 4, name: 'Stewing beef', inStock: false }),
      quantity: 3,
      unitPrice: euro(845),
      lineTotal: euro(2535),
      warnings: ['product-unavailable'],
      giftCard: null,
    })
    const lines = cart.lines.reduce((sum, line) => sum + line.lineTotal.amount, 0)
    expect(lines).toBe(cart.totals.subtotal.amount)
    expect(cart.warnings).toEqual([])
  })

  it('shows an empty cart for nobody', () => {
    const cart = reshapeCart(null, null, { products: new Map(), choosableDates: [], gift: null })
    expect(cart).toMatchObject({
      lines: [],
      itemCount: 0,
      country: 'BE',
      deliveryMethod: 'delivery',
    })
  })

  it('warns about a line the stock no longer covers', () => {
    expect(lineWarnings(steak, 6)).toEqual(['not-enough-stock'])
    expect(
      lineWarnings(product({ stock: { quantity: 0, inStock: false, behaviour: 'notice' } }), 1),
    ).toEqual(['out-of-stock'])
    expect(lineWarnings(product(), 0.7)).toEqual(['invalid-quantity'])
    expect(lineWarnings(product(), 1.5)).toEqual([])
  })

  it('reads whom a gift card item is for from its attribute text', () => {
    expect(
      giftRecipientFromInfo(
        'From: Jan Peeters <jan@example.be><br />For: An Peeters <an@example.be>',
      ),
    ).toEqual({
      recipientName: 'An Peeters',
      recipientEmail: 'an@example.be',
      senderName: 'Jan Peeters',
      senderEmail: 'jan@example.be',
      message: '',
    })
    const an = { recipientName: 'An', recipientEmail: 'an@example.be' }
    expect(
      giftRecipientFromInfo(
        'Van: Jan &amp; Els &lt;jan@example.be&gt;<br />Voor: An &lt;an@example.be&gt;',
      ),
    ).toMatchObject({ ...an, senderName: 'Jan & Els', senderEmail: 'jan@example.be' })
    expect(
      giftRecipientFromInfo(
        'De : Ren&#233; &lt;rene@example.be&gt;<br />Pour : An &lt;an@example.be&gt;',
      ),
    ).toMatchObject({ ...an, senderName: 'René' })
    expect(giftRecipientFromInfo('')).toBeNull()
  })
})

describe('nopCommerce shipping method selection', () => {
  const shippingMethodModel = (change: Record<string, unknown> = {}) =>
    toCamelCase<NopShippingMethodModel>({
      shipping_methods: [
        {
          name: 'Levering',
          fee: '€ 6,95',
          selected: true,
          shipping_option: {
            name: 'Levering',
            shipping_rate_computation_method_system_name: 'Shipping.FixedByWeightByTotal',
            is_pickup_in_store: false,
          },
        },
      ],
      pickup_points_model: {
        pickup_points: [
          {
            id: '3',
            name: 'Slagerij',
            address: 'Kouter 1',
            city: 'Gent',
            zip_postal_code: '9000',
            pickup_fee: '€ 0,00',
            opening_hours: '',
            provider_system_name: 'Pickup.PickupInStore',
          },
        ],
        allow_pickup_in_store: true,
        pickup_in_store: false,
      },
      ...change,
    })

  it('selects the store’s pickup point by its id and provider', () => {
    expect(shippingSelection(shippingMethodModel(), 'pickup')).toEqual({
      shippingOption: 'pickup',
      form: { PickupInStore: 'true', 'pickup-points-id': '3___Pickup.PickupInStore' },
    })
    const unnamed = shippingMethodModel({
      pickup_points_model: { pickup_points: [{ id: '3' }], allow_pickup_in_store: true },
    })
    expect(shippingSelection(unnamed, 'pickup')?.form['pickup-points-id']).toBe(
      '3___Pickup.PickupInStore',
    )
  })

  it('selects delivery by the shipping option nopCommerce offers', () => {
    expect(shippingSelection(shippingMethodModel(), 'delivery')).toEqual({
      shippingOption: 'Levering___Shipping.FixedByWeightByTotal',
      form: { PickupInStore: 'false' },
    })
  })

  it('offers nothing to select where nopCommerce offers nothing', () => {
    const noPoints = { pickup_points_model: { pickup_points: [], allow_pickup_in_store: true } }
    const notAllowed = {
      pickup_points_model: { pickup_points: [{ id: '3' }], allow_pickup_in_store: false },
    }
    for (const change of [noPoints, notAllowed, { pickup_points_model: null }])
      expect(shippingSelection(shippingMethodModel(change), 'pickup')).toBeNull()
    expect(shippingSelection(shippingMethodModel({ shipping_methods: [] }), 'delivery')).toBeNull()
  })
})
