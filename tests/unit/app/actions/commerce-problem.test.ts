import { describe, expect, it } from 'vitest'

import { problemMessage } from '@/app/actions/commerce-problem'
import { NopUnavailable } from '@/commerce/nopcommerce/http-client'
import { CommerceError } from '@/commerce/provider'
import { euros, formatMoney } from '@/commerce/rules/money'
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

  it('translates a known problem, with the amount still missing', () => {
    expect(
      problemMessage(new CommerceError('out-of-stock'), t, new Set(['out-of-stock']), 'Cart'),
    ).toBe(en.cart.problems['out-of-stock'])
    const missing = euros(1250)
    const amountOf = (key: string, values?: Record<string, string>) => `${key} ${values?.amount}`
    expect(
      problemMessage(
        new CommerceError('discount-minimum', missing),
        amountOf,
        new Set(['discount-minimum']),
        'Cart',
        'en',
      ),
    ).toBe(`discount-minimum ${formatMoney(missing, 'en')}`)
  })

  it('never shows a backend’s own words: a problem it cannot name is one that went wrong', () => {
    const refused = Object.assign(new CommerceError('out-of-stock'), { text: 'Uitverkocht' })
    expect(problemMessage(refused, t, new Set(), 'Cart')).toBe(en.cart.problems.failed)
    expect(
      problemMessage(new Error('Het opgegeven e-mailadres bestaat al'), t, new Set(), 'Cart'),
    ).toBe(en.cart.problems.failed)
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
