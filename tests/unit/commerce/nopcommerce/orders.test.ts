import { describe, expect, it } from 'vitest'

import { addressRequest, type NopAddress } from '@/commerce/nopcommerce/address-reshape'
import {
  billingAddressRequest,
  detailsFromReview,
  shippingAddressRequest,
} from '@/commerce/nopcommerce/checkout-details-reshape'
import { dateInAttributeInfo } from '@/commerce/nopcommerce/attribute-date'
import {
  type NopOrderDetails,
  reshapeOrder,
  reshapeOrderSummary,
} from '@/commerce/nopcommerce/order-reshape'
import {
  paymentMethodId,
  paymentMethodOfName,
  paymentOptions,
  paymentSystemName,
} from '@/commerce/nopcommerce/payment-methods'
import {
  orderStatusOf,
  paymentStatusOf,
  shippingStatusOf,
} from '@/commerce/nopcommerce/status-words'
import { quantityLimits } from '@/commerce/rules/cart-lines'
import { isStructuredCommunication } from '@/commerce/rules/structured-communication'
import type { AddressInput, CheckoutDetails } from '@/commerce/types'

import { gentAddress } from '../../../support/addresses'

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
  customOrderNumber: '2026-000042',
  createdOn: '2026-03-02T09:15:00Z',
  orderStatus: 'Pending',
  paymentMethodStatus: 'Pending',
  shippingStatus: 'NotYetShipped',
  pickupInStore: false,
  billingAddress: nopAddress(gent, 7),
  shippingAddress: nopAddress({ ...gent, street: 'Veldstraat', houseNumber: '1' }, 8),
  paymentMethod: 'Overschrijving',
  checkoutAttributeInfo:
    'Levering of afhalen: Levering<br />Datum: donderdag 5 maart 2026<br />Land: BE',
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

const kept = {
  locale: 'fr' as const,
  deliveryMethod: 'delivery' as const,
  deliveryDate: '2026-03-06',
  paymentMethod: 'banktransfer',
}

const context = {
  products: new Map([
    [
      4,
      {
        unit: 'piece' as const,
        quantityLimits: quantityLimits('piece'),
        vatClass: 'food' as const,
      },
    ],
    [9, { unit: 'kg' as const, quantityLimits: quantityLimits('kg'), vatClass: 'food' as const }],
  ]),
  windows,
  locale: 'en' as const,
  kept,
  invoices: true,
}

describe('nopCommerce order statuses', () => {
  it('reads enum names and values, and the words of the shop’s three languages', () => {
    expect(orderStatusOf('Complete')).toBe('completed')
    expect(orderStatusOf(40)).toBe('cancelled')
    expect(orderStatusOf('In behandeling')).toBe('processing')
    expect(orderStatusOf('Terminée')).toBe('completed')
    expect(paymentStatusOf('Voided')).toBe('cancelled')
    expect(paymentStatusOf('PartiallyRefunded')).toBe('paid')
    expect(paymentStatusOf('Betaald')).toBe('paid')
    expect(paymentStatusOf('Remboursée')).toBe('refunded')
    expect(shippingStatusOf('Not yet shipped')).toBe('not-shipped')
    expect(shippingStatusOf('Shipped')).toBe('out-for-delivery')
    expect(shippingStatusOf('Pas encore expédiée')).toBe('not-shipped')
  })

  it('tells a pickup that is ready or collected from a delivery', () => {
    expect(shippingStatusOf('Shipped', true)).toBe('ready-for-pickup')
    expect(shippingStatusOf('Geleverd', true)).toBe('picked-up')
  })

  it('counts words it does not know as the status an order starts with', () => {
    expect(orderStatusOf('Irgendwas')).toBe('pending')
    expect(paymentStatusOf(null)).toBe('pending')
    expect(shippingStatusOf('')).toBe('not-shipped')
  })
})

describe('nopCommerce order attributes', () => {
  it('reads the date of an order’s checkout attributes in the customer’s language', () => {
    expect(
      dateInAttributeInfo('Levering of afhalen: Levering<br />Datum: donderdag 5 maart 2026'),
    ).toBe('2026-03-05')
    expect(dateInAttributeInfo('Date: jeudi 13 f&#233;vrier 2026')).toBe('2026-02-13')
    expect(dateInAttributeInfo('Date: 1er ao&#251;t 2026')).toBe('2026-08-01')
    expect(dateInAttributeInfo('Date: Thursday, March 5, 2026')).toBe('2026-03-05')
    expect(dateInAttributeInfo('Land: BE')).toBeNull()
    expect(dateInAttributeInfo('Datum: 31 februari 2026')).toBeNull()
  })
})

describe('nopCommerce orders', () => {
  const summary = {
    id: 1001,
    customOrderNumber: '2026-000042',
    orderTotal: '€ 40,85',
    orderStatusEnum: 20,
    orderStatus: 'Processing',
    paymentStatus: 'Paid',
    shippingStatus: 'NotYetShipped',
    createdOn: '2026-03-02T09:15:00Z',
  }

  it('lists an order with its total and statuses, and an invoice once paid where invoices are', () => {
    expect(reshapeOrderSummary(summary, { invoices: true })).toEqual({
      id: '1001',
      number: '2026-000042',
      createdAt: '2026-03-02T09:15:00Z',
      total: { amount: 4085, currency: 'EUR' },
      invoice: { number: '2026-000042', date: '2026-03-02T09:15:00Z' },
      creditNote: null,
      status: 'processing',
      paymentStatus: 'paid',
      shippingStatus: 'not-shipped',
    })
    expect(
      reshapeOrderSummary({ ...summary, paymentStatus: 'Pending' }, { invoices: true }).invoice,
    ).toBeNull()
    // Without the optional Order/GetPdfInvoice, no invoice to offer.
    expect(reshapeOrderSummary(summary).invoice).toBeNull()
  })

  it('reads the order status by its value, and the other statuses by their words', () => {
    const dutch = {
      ...summary,
      orderStatusEnum: 30,
      orderStatus: 'Iets anders',
      paymentStatus: 'Betaald',
      shippingStatus: 'Geleverd',
    }
    expect(reshapeOrderSummary(dutch, { pickup: true })).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      shippingStatus: 'picked-up',
    })
    const french = {
      orderStatus: 'Terminée',
      paymentMethodStatus: 'Payée',
      shippingStatus: 'Expédiée',
    }
    expect(reshapeOrder(details(french), context)).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      shippingStatus: 'out-for-delivery',
      invoice: { number: '2026-000042' },
    })
  })

  it('holds the addresses, the payment and the totals, with what the storefront kept of it', () => {
    const order = reshapeOrder(details(), context)
    expect(order).toMatchObject({
      id: '1001',
      email: 'an@example.be',
      phone: gent.phone,
      locale: 'fr',
      billingAddress: gent,
      shippingAddress: { ...gent, street: 'Veldstraat', houseNumber: '1' },
      deliveryMethod: 'delivery',
      deliveryDate: '2026-03-06',
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

  it('shows an order placed on nopCommerce’s own site with its attributes’ date and its method’s name', () => {
    expect(reshapeOrder(details(), { ...context, kept: null })).toMatchObject({
      locale: 'en',
      deliveryDate: '2026-03-05',
      payment: { method: 'banktransfer' },
    })
    expect(
      reshapeOrder(details({ checkoutAttributeInfo: '', paymentMethod: 'Cheque' }), {
        ...context,
        kept: null,
      }),
    ).toMatchObject({ deliveryDate: '2026-03-02', payment: { method: 'Cheque', reference: null } })
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
    // Three half-kilogram portions; the order's only rate.
    expect(weighed).toMatchObject({ unit: 'kg', quantity: 1.5, unitPrice: { amount: 1334 } })
    expect(weighed.vatRate).toBe(6)
  })

  it('gives food the lower of an order’s two VAT rates, anything else the higher', () => {
    const rates = [
      { rate: '6', value: '€ 1,00' },
      { rate: '21', value: '€ 2,00' },
    ]
    const products = new Map([
      [
        4,
        {
          unit: 'piece' as const,
          quantityLimits: quantityLimits('piece'),
          vatClass: 'standard' as const,
        },
      ],
      [9, { unit: 'kg' as const, quantityLimits: quantityLimits('kg'), vatClass: 'food' as const }],
    ])
    const [standard, food] = reshapeOrder(details({ taxRates: rates }), {
      ...context,
      products,
    }).lines
    expect([standard.vatRate, food.vatRate]).toEqual([21, 6])
  })

  it('shows a pickup without delivery address, paid in the shop, without a transfer reference', () => {
    const order = reshapeOrder(details({ pickupInStore: true, shippingAddress: null }), {
      ...context,
      kept: { ...kept, deliveryMethod: 'pickup', paymentMethod: 'pay-at-pickup' },
    })
    expect(order).toMatchObject({
      deliveryMethod: 'pickup',
      shippingAddress: null,
      timeWindow: windows.pickup,
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
        'pickup',
      ),
    ).toEqual([
      { id: 'banktransfer', label: 'Virement bancaire' },
      { id: 'pay-at-pickup', label: 'Payer au retrait' },
      { id: 'Payments.Other', label: 'Iets anders' },
    ])
    expect(paymentSystemName(paymentMethodId('Payments.Other'))).toBe('Payments.Other')
  })

  it('offers paying in the shop for pickups only, though nopCommerce offers it for every cart', () => {
    const offered = [
      { paymentMethodSystemName: 'Payments.CheckMoneyOrder', name: 'Check / Money Order' },
      { paymentMethodSystemName: 'Payments.PayInStore', name: 'Pay in store' },
    ]
    expect(paymentOptions(offered, 'en', 'delivery').map((option) => option.id)).toEqual([
      'banktransfer',
    ])
  })

  it('knows the storefront’s methods by the names nopCommerce shows on an order', () => {
    expect(paymentMethodOfName('Virement bancaire')).toBe('banktransfer')
    expect(paymentMethodOfName(' betalen bij het afhalen ')).toBe('pay-at-pickup')
    expect(paymentMethodOfName('Cheque')).toBe('Cheque')
  })
})
