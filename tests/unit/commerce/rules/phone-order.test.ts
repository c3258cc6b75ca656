import { describe, expect, it } from 'vitest'

import { readPhoneOrder } from '@/commerce/rules/phone-order'

import { gentAddress } from '../../../support/addresses'

const address = gentAddress

const form = (change: Record<string, unknown> = {}) => ({
  attempt: '0b6f3c1e-6a53-4b7e-9a4e-3c2d1e0f9a8b',
  customerId: 7,
  locale: 'fr',
  lines: [{ productId: 3, quantity: 2 }],
  method: 'pickup',
  date: '2026-12-03',
  address,
  paymentMethod: 'pay-at-pickup',
  ...change,
})

describe('a phone order form', () => {
  it('reads as an order, the same product twice as one line', () => {
    const order = readPhoneOrder(
      form({
        lines: [
          { productId: 3, quantity: 0.5 },
          { productId: 4, quantity: 1 },
          { productId: 3, quantity: 0.25 },
        ],
      }),
    )
    expect(order).toMatchObject({
      customerId: 7,
      locale: 'fr',
      method: 'pickup',
      lines: [
        { productId: 3, quantity: 0.75 },
        { productId: 4, quantity: 1 },
      ],
      details: {
        email: 'an@example.be',
        billing: { city: 'Gent', company: null, country: 'BE' },
        shipping: null,
      },
    })
  })

  it('is for a guest without a customer, in Dutch without a language', () => {
    expect(readPhoneOrder(form({ customerId: null, locale: 'de' }))).toMatchObject({
      customerId: null,
      locale: 'nl',
    })
  })

  it('names the first problem of a form that is no order', () => {
    expect(readPhoneOrder('nonsense')).toBe('attempt-required')
    expect(readPhoneOrder(form({ customerId: 'seven' }))).toBe('customer-unknown')
    expect(readPhoneOrder(form({ lines: [] }))).toBe('lines-required')
    expect(readPhoneOrder(form({ lines: [{ productId: 3, quantity: -1 }] }))).toBe(
      'invalid-quantity',
    )
    expect(readPhoneOrder(form({ lines: [{ productId: '3', quantity: 1 }] }))).toBe(
      'invalid-quantity',
    )
    expect(readPhoneOrder(form({ method: 'drone' }))).toBe('method-required')
    expect(readPhoneOrder(form({ date: '' }))).toBe('date-required')
    expect(readPhoneOrder(form({ address: { ...address, postcode: '90000' } }))).toBe(
      'details-required',
    )
    expect(readPhoneOrder(form({ paymentMethod: 3 }))).toBe('payment-method-unavailable')
  })
})
