import { describe, expect, it } from 'vitest'

import { giftProgress } from '@/commerce/rules/gift-tiers'
import { euros } from '@/commerce/rules/money'

const ladder = { gift: 20000, betterGift: 30000, premium: 50000 }

describe('giftProgress', () => {
  it.each([
    [0, null, 'gift', 20000],
    [19999, null, 'gift', 1],
    [20000, 'gift', 'betterGift', 10000],
    [29999, 'gift', 'betterGift', 1],
    [30000, 'betterGift', 'premium', 20000],
    [49999, 'betterGift', 'premium', 1],
  ])('%s cents: reached %s, next %s for %s cents more', (amount, reached, tier, remaining) => {
    expect(giftProgress(euros(amount), ladder)).toEqual({
      reached,
      next: { tier, remaining: euros(remaining) },
    })
  })

  it('has nothing further to offer at the top', () => {
    expect(giftProgress(euros(50000), ladder)).toEqual({ reached: 'premium', next: null })
    expect(giftProgress(euros(99999), ladder)).toEqual({ reached: 'premium', next: null })
  })

  it('skips tiers the shop has not set', () => {
    expect(giftProgress(euros(25000), { gift: 20000, betterGift: null })).toEqual({
      reached: 'gift',
      next: null,
    })
    expect(giftProgress(euros(100), { premium: 40000 })).toEqual({
      reached: null,
      next: { tier: 'premium', remaining: euros(39900) },
    })
  })

  it('offers nothing when no tier is set', () => {
    expect(giftProgress(euros(100000), {})).toEqual({ reached: null, next: null })
  })

  it('orders tiers by amount, whatever their names', () => {
    expect(giftProgress(euros(15000), { gift: 30000, betterGift: 10000 })).toEqual({
      reached: 'betterGift',
      next: { tier: 'gift', remaining: euros(15000) },
    })
  })
})
