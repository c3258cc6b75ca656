import { describe, expect, it } from 'vitest'

import { problemMessage } from '@/app/actions/commerce-problem'
import { NopUnavailable } from '@/commerce/nopcommerce/http-client'
import { CommerceError } from '@/commerce/provider'
import en from '@/i18n/messages/en.json'

const t = (key: string) => (en.cart.problems as Record<string, string>)[key] ?? `missing ${key}`

describe('what a failed commerce call tells the shopper', () => {
  it('says that ordering is briefly unavailable when the backend does not answer', () => {
    const message = problemMessage(
      new NopUnavailable('GET ShoppingCart/Cart'),
      t,
      new Set(),
      'Cart',
    )
    expect(message).toBe(en.cart.problems['backend-unavailable'])
  })

  it('translates a known problem, and keeps the backend’s own words when it has them', () => {
    expect(
      problemMessage(new CommerceError('out-of-stock'), t, new Set(['out-of-stock']), 'Cart'),
    ).toBe(en.cart.problems['out-of-stock'])
    expect(
      problemMessage(new CommerceError('out-of-stock', 'Uitverkocht'), t, new Set(), 'Cart'),
    ).toBe('Uitverkocht')
  })

  it('says only that something went wrong otherwise', () => {
    expect(problemMessage(new Error('socket hang up'), t, new Set(), 'Cart')).toBe(
      en.cart.problems.failed,
    )
  })

  it('marks the error so that the error screen can tell it apart', () => {
    expect(new NopUnavailable('GET Customer/Info').digest).toBe('backend-unavailable')
  })
})
