import { describe, expect, it } from 'vitest'

import {
  isOnlineMethod,
  mayPayAgain,
  paymentEffect,
  paymentProgress,
  providerAmount,
  providerLocale,
} from '@/commerce/rules/online-payment'

const open = { status: 'pending', paymentStatus: 'pending' } as const

describe('online payment rules', () => {
  it('writes amounts as euros with two decimals', () => {
    expect(providerAmount({ amount: 2990, currency: 'EUR' })).toEqual({
      currency: 'EUR',
      value: '29.90',
    })
    expect(providerAmount({ amount: 5, currency: 'EUR' }).value).toBe('0.05')
    expect(providerAmount({ amount: 123456, currency: 'EUR' }).value).toBe('1234.56')
  })

  it('speaks Belgian Dutch and French, and American English', () => {
    expect([providerLocale('nl'), providerLocale('fr'), providerLocale('en')]).toEqual([
      'nl_BE',
      'fr_BE',
      'en_US',
    ])
  })

  it('offers the Belgian online methods, never SOFORT nor its own bank transfer', () => {
    for (const id of ['bancontact', 'creditcard', 'ideal', 'paypal', 'kbc', 'belfius', 'applepay'])
      expect(isOnlineMethod(id)).toBe(true)
    for (const id of ['sofort', 'banktransfer', 'pay-at-pickup', ''])
      expect(isOnlineMethod(id)).toBe(false)
  })

  it('counts a paid payment once, even an older attempt', () => {
    expect(paymentEffect(open, { status: 'paid', current: false })).toEqual({
      paymentStatus: 'paid',
    })
    expect(
      paymentEffect({ ...open, paymentStatus: 'paid' }, { status: 'paid', current: true }),
    ).toBe(null)
  })

  it('cancels the order only for its current attempt ending unpaid while it waits', () => {
    for (const status of ['failed', 'canceled', 'expired']) {
      expect(paymentEffect(open, { status, current: true })).toEqual({
        status: 'cancelled',
        paymentStatus: 'cancelled',
      })
      expect(paymentEffect(open, { status, current: false })).toBe(null)
      expect(paymentEffect({ ...open, paymentStatus: 'paid' }, { status, current: true })).toBe(
        null,
      )
      expect(
        paymentEffect(
          { status: 'processing', paymentStatus: 'pending' },
          { status, current: true },
        ),
      ).toBe(null)
    }
  })

  it('changes nothing for an open or pending payment', () => {
    for (const status of ['open', 'pending', 'authorized'])
      expect(paymentEffect(open, { status, current: true })).toBe(null)
  })

  it('tells the return page where the payment stands', () => {
    const order = { paymentStatus: 'pending' as const, method: 'bancontact' }
    expect(paymentProgress({ ...order, paymentStatus: 'paid', online: { status: 'paid' } })).toBe(
      'paid',
    )
    expect(paymentProgress({ ...order, method: 'banktransfer', online: null })).toBe('offline')
    expect(paymentProgress({ ...order, online: null })).toBe('not-started')
    expect(paymentProgress({ ...order, online: { status: 'open' } })).toBe('waiting')
    expect(paymentProgress({ ...order, online: { status: 'expired' } })).toBe('failed')
  })

  it('lets an unpaid order be paid again, and one cancelled only by its failed payment', () => {
    expect(mayPayAgain({ ...open, online: null })).toBe(true)
    const cancelled = { status: 'cancelled', paymentStatus: 'cancelled' } as const
    expect(mayPayAgain({ ...cancelled, online: { status: 'failed' } })).toBe(true)
    expect(mayPayAgain({ ...cancelled, online: null })).toBe(false)
    expect(mayPayAgain({ ...cancelled, online: { status: 'open' } })).toBe(false)
    expect(mayPayAgain({ ...open, paymentStatus: 'paid', online: { status: 'paid' } })).toBe(false)
  })
})
