import { describe, expect, it } from 'vitest'

import { addressRequest, type NopAddress } from '@/commerce/nopcommerce/address-reshape'
import {
  billingAddressRequest,
  detailsFromReview,
  shippingAddressRequest,
} from '@/commerce/nopcommerce/checkout-details-reshape'
import {
  type NopOrderDetails,
  orderStatusOf,
  paymentStatusOf,
  reshapeOrder,
  reshapeOrderSummary,
  shippingStatusOf,
} from '@/commerce/nopcommerce/order-reshape'
import {
  paymentMethodId,
  paymentOptions,
  paymentSystemName,
} from '@/commerce/nopcommerce/payment-methods'
import { quantityLimits } from '@/commerce/rules/cart-lines'
import { isStructuredCommunication } from '@/commerce/rules/structured-communication'
import type { AddressInput, CheckoutDetails } from '@/commerce/types'

import { gentAddress } from '../int/commerce/conformance-backend'

const gent = gentAddress

/** An address as nopCommerce answers one it stored from the storefront's request. */
function nopAddress(address: AddressInput, id: number): NopAddress {
  const { model, form } = addressRequest(address)
  return {
    id,
    ...model.address,
    customAddressAttributes: [1, 2].map((attribute) => ({
      id: attribute,
      defaultValue: form[`address_attribute_${attribute}`] || null,
    })),
  }
}

const windows = {
  delivery: { from: '08:00', until: '20:00' },
  pickup: { from: null, until: '15:00' },
}

const details = (change: Partial<NopOrderDetails> = {}): NopOrderDetails => ({
  id: 1001,
  orderGuid: '6f1c9a5e-0000-4000-8000-000000000001',
  customOrderNumber: '2026-000042',
  createdOn: '2026-03-02T09:15:00Z',
  orderStatus: 'Pending',
  paymentMethodStatus: 'Pending',
  shippingStatus: 'NotYetShipped',
  pickupInStore: false,
  billingAddress: nopAddress(gent, 7),
  shippingAddress: nopAddress({ ...gent, street: 'Veldstraat', houseNumber: '1' }, 8),
  paymentMethodSystemName: 'Payments.CheckMoneyOrder',
  customValues: { IdempotencyKey: 'key-1', DeliveryDate: '2026-03-05', Language: 'fr' },
  orderSubtotal: '€ 45,90',
  orderSubTotalDiscount: null,
  orderShipping: '€ 9,95',
  taxRates: [{ rate: '6', value: '€ 3,16' }],
  orderTotalDiscount: '-€ 5,00',
  giftCards: [{ couponCode: 'GIFT-1', amount: '-€ 10,00' }],
  orderTotal: '€ 40,85',
  items: [
    {
      productId: 4,
      productName: 'Entrecote',
      unitPrice: '€ 12,95',
      unitPriceValue: 12.95,
      subTotal: '€ 25,90',
      subTotalValue: 25.9,
      quantity: 2,
      taxRate: 6,
    },
    {
      productId: 9,
      productName: 'Gehakt',
      unitPrice: '€ 6,67',
      unitPriceValue: 6.67,
      subTotal: '€ 20,00',
      subTotalValue: 20,
      quantity: 3,
    },
  ],
  ...change,
})

const context = {
  products: new Map([
    [4, { unit: 'piece' as const, quantityLimits: quantityLimits('piece') }],
    [9, { unit: 'kg' as const, quantityLimits: quantityLimits('kg') }],
  ]),
  windows,
  locale: 'en' as const,
}

describe('nopCommerce order statuses', () => {
  it('reads names and numbers, however nopCommerce writes them', () => {
    expect(orderStatusOf('Complete')).toBe('completed')
    expect(orderStatusOf(40)).toBe('cancelled')
    expect(paymentStatusOf('Voided')).toBe('cancelled')
    expect(paymentStatusOf('PartiallyRefunded')).toBe('paid')
    expect(shippingStatusOf('Not yet shipped')).toBe('not-shipped')
    expect(shippingStatusOf('Shipped')).toBe('out-for-delivery')
  })

  it('tells a pickup that is ready or collected from a delivery', () => {
    expect(shippingStatusOf('Shipped', true)).toBe('ready-for-pickup')
    expect(shippingStatusOf(40, true)).toBe('picked-up')
  })
})

describe('nopCommerce orders', () => {
  it('lists an order with its total and statuses, and an invoice once paid', () => {
    const summary = {
      id: 1001,
      customOrderNumber: '2026-000042',
      orderTotal: '€ 40,85',
      orderStatus: 'Processing',
      paymentStatus: 'Paid',
      shippingStatus: 'NotYetShipped',
      createdOn: '2026-03-02T09:15:00Z',
    }
    expect(reshapeOrderSummary(summary)).toEqual({
      id: '1001',
      number: '2026-000042',
      createdAt: '2026-03-02T09:15:00Z',
      total: { amount: 4085, currency: 'EUR' },
      invoice: { number: '2026-000042', date: '2026-03-02T09:15:00Z' },
      status: 'processing',
      paymentStatus: 'paid',
      shippingStatus: 'not-shipped',
    })
    expect(reshapeOrderSummary({ ...summary, paymentStatus: 'Pending' }).invoice).toBeNull()
  })

  it('reads the statuses by the values the plugin adds, whatever language their words are in', () => {
    const summary = {
      id: 1001,
      customOrderNumber: '2026-000042',
      orderTotal: '€ 40,85',
      orderStatus: 'In behandeling',
      paymentStatus: 'Betaald',
      shippingStatus: 'Geleverd',
      createdOn: '2026-03-02T09:15:00Z',
      customProperties: {
        orderStatusId: '20',
        paymentStatusId: '30',
        shippingStatusId: '40',
        pickupInStore: 'True',
      },
    }
    expect(reshapeOrderSummary(summary)).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      shippingStatus: 'picked-up',
      invoice: { number: '2026-000042' },
    })
    const words = {
      orderStatus: 'Terminée',
      paymentMethodStatus: 'Payée',
      shippingStatus: 'Expédiée',
    }
    const values = { orderStatusId: '30', paymentStatusId: '30', shippingStatusId: '30' }
    expect(reshapeOrder(details({ ...words, customProperties: values }), context)).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      shippingStatus: 'out-for-delivery',
      invoice: { number: '2026-000042' },
    })
  })

  it('holds the addresses, the date, the payment and the totals the order was placed with', () => {
    const order = reshapeOrder(details(), context)
    expect(order).toMatchObject({
      id: '1001',
      email: 'an@example.be',
      phone: gent.phone,
      locale: 'fr',
      billingAddress: gent,
      shippingAddress: { ...gent, street: 'Veldstraat', houseNumber: '1' },
      deliveryMethod: 'delivery',
      deliveryDate: '2026-03-05',
      timeWindow: windows.delivery,
      payment: { method: 'banktransfer', online: null },
      totals: {
        subtotal: { amount: 4590 },
        discount: { amount: 500 },
        shipping: { amount: 995 },
        vat: [{ rate: 6, amount: { amount: 316 } }],
        giftCards: [{ code: 'GIFT-1', amount: { amount: 1000 } }],
        total: { amount: 4085 },
      },
    })
    expect(isStructuredCommunication(order.payment.reference!)).toBe(true)
  })

  it('turns portions of a weighed product back into kilograms, priced per kilogram', () => {
    const [piece, weighed] = reshapeOrder(details(), context).lines
    expect(piece).toEqual({
      productId: 4,
      name: 'Entrecote',
      unit: 'piece',
      quantity: 2,
      unitPrice: { amount: 1295, currency: 'EUR' },
      vatRate: 6,
      total: { amount: 2590, currency: 'EUR' },
    })
    // Three half-kilogram portions; without its own rate, the order's only rate.
    expect(weighed).toMatchObject({ unit: 'kg', quantity: 1.5, unitPrice: { amount: 1334 } })
    expect(weighed.vatRate).toBe(6)
  })

  it('shows a pickup without delivery address, paid in the shop, without a transfer reference', () => {
    const order = reshapeOrder(
      details({
        pickupInStore: true,
        shippingAddress: null,
        paymentMethodSystemName: 'Payments.PayInStore',
        customValues: {},
      }),
      context,
    )
    expect(order).toMatchObject({
      deliveryMethod: 'pickup',
      shippingAddress: null,
      timeWindow: windows.pickup,
      deliveryDate: '',
      locale: 'en',
      payment: { method: 'pay-at-pickup', reference: null },
    })
  })
})

describe('nopCommerce checkout details', () => {
  const checkoutDetails: CheckoutDetails = {
    email: gent.email,
    phone: gent.phone,
    billing: gent,
    shipping: null,
  }

  it('ships a delivery without an address of its own to the billing address', () => {
    expect(billingAddressRequest(checkoutDetails, 'delivery').model).toMatchObject({
      shipToSameAddress: true,
      billingNewAddress: { address1: 'Kouter 12', zipPostalCode: '9000', countryId: 22 },
    })
    expect(billingAddressRequest(checkoutDetails, 'pickup').model.shipToSameAddress).toBe(false)
    expect(
      billingAddressRequest({ ...checkoutDetails, shipping: gent }, 'delivery').model
        .shipToSameAddress,
    ).toBe(false)
    expect(shippingAddressRequest(gent).form).toEqual({
      address_attribute_1: '12',
      address_attribute_2: '',
    })
  })

  it('reads the details back from the addresses the confirm page reviews', () => {
    const billing = nopAddress(gent, 7)
    const other = { ...gent, street: 'Veldstraat', houseNumber: '1' }
    expect(detailsFromReview({ billingAddress: billing, shippingAddress: billing })).toEqual(
      checkoutDetails,
    )
    expect(
      detailsFromReview({ billingAddress: billing, shippingAddress: nopAddress(other, 8) }),
    ).toEqual({ ...checkoutDetails, shipping: other })
    expect(
      detailsFromReview({ billingAddress: billing, shippingAddress: { ...billing, id: 0 } }),
    ).toEqual(checkoutDetails)
    expect(detailsFromReview({ billingAddress: { ...billing, id: 0 } })).toBeNull()
  })
})

describe('nopCommerce payment methods', () => {
  it('names the shop’s plugins by the storefront’s ids, in the shopper’s language', () => {
    expect(
      paymentOptions(
        [
          { paymentMethodSystemName: 'Payments.CheckMoneyOrder', name: 'Check / Money Order' },
          { paymentMethodSystemName: 'Payments.PayInStore', name: 'Pay in store' },
          { paymentMethodSystemName: 'Payments.Other', name: 'Iets anders' },
        ],
        'fr',
      ),
    ).toEqual([
      { id: 'banktransfer', label: 'Virement bancaire' },
      { id: 'pay-at-pickup', label: 'Payer au retrait' },
      { id: 'Payments.Other', label: 'Iets anders' },
    ])
    expect(paymentSystemName(paymentMethodId('Payments.Other'))).toBe('Payments.Other')
  })
})
