import createMollieClient from '@mollie/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptedPaymentMethods, withPaymentMethods } from '@/commerce/payments/accepted-methods'
import { molliePayments } from '@/commerce/payments/mollie'

import { type MollieDouble, startMollieDouble } from '../../../support/mollie-double'

let double: MollieDouble
let tlsSetting: string | undefined

beforeAll(async () => {
  double = await startMollieDouble()
  // The Mollie client pins its own certificate authorities: the double's self-signed
  // certificate is accepted in this test process only.
  tlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
})

afterAll(async () => {
  if (tlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsSetting
  await double.close()
})

const mollie = () =>
  molliePayments(
    createMollieClient({
      apiKey: 'test_acceptedMethodsKey0123456789abcd',
      apiEndpoint: double.endpoint,
    }),
  )

describe('acceptedPaymentMethods', () => {
  it('is the bank transfer alone without a payment provider', async () => {
    expect(await acceptedPaymentMethods(null, 'nl')).toEqual([
      { id: 'banktransfer', label: 'Overschrijving' },
    ])
    expect(await acceptedPaymentMethods(null, 'fr')).toEqual([
      { id: 'banktransfer', label: 'Virement bancaire' },
    ])
  })

  it('adds the methods the provider has enabled, whatever the amount, and none it does not offer', async () => {
    const methods = await acceptedPaymentMethods(mollie(), 'en')
    expect(methods.map((method) => method.id)).toEqual([
      'banktransfer',
      'bancontact',
      'creditcard',
      'ideal',
      'paypal',
      'kbc',
      'belfius',
      'applepay',
    ])
    expect(methods.find((method) => method.id === 'creditcard')?.label).toBe('Credit card')
    // Asked without an amount: every activated method, not those of one order.
    const asked = double.requests.filter((request) => request.path.startsWith('/v2/methods'))
    expect(asked.at(-1)?.path).not.toContain('amount')
  })

  it('falls back to the bank transfer when the provider does not answer', async () => {
    double.down = true
    try {
      expect(await acceptedPaymentMethods(mollie(), 'nl')).toEqual([
        { id: 'banktransfer', label: 'Overschrijving' },
      ])
    } finally {
      double.down = false
    }
  })
})

describe('withPaymentMethods', () => {
  const methods = [
    { id: 'banktransfer', label: 'Overschrijving' },
    { id: 'bancontact', label: 'Bancontact' },
    { id: 'ideal', label: 'iDEAL' },
  ]

  it('lists the ways to pay where the placeholder stands, as the language lists alternatives', () => {
    expect(withPaymentMethods('Betaal met: {paymentMethods}.', methods, 'nl')).toBe(
      'Betaal met: Overschrijving, Bancontact of iDEAL.',
    )
    expect(withPaymentMethods('{paymentMethods}', methods, 'fr')).toBe(
      'Overschrijving, Bancontact ou iDEAL',
    )
    expect(withPaymentMethods('Pay by {paymentMethods}.', methods.slice(0, 1), 'en')).toBe(
      'Pay by Overschrijving.',
    )
  })

  it('leaves a text without the placeholder as it is', () => {
    expect(withPaymentMethods('Cash in the shop.', methods, 'en')).toBe('Cash in the shop.')
  })
})
