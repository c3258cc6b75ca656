import { describe, expect, it } from 'vitest'

import { cartGifts } from '@/commerce/rules/gift-line'
import { type GiftTier, giftProgress } from '@/commerce/rules/gift-tiers'
import { euros } from '@/commerce/rules/money'

const mustard: GiftTier = { from: 20000, gift: 'Mustard', freeDelivery: false }
const sausage: GiftTier = { from: 30000, gift: 'Sausage', freeDelivery: false }
const premium: GiftTier = { from: 50000, gift: 'Côte à l’os', freeDelivery: true }
const ladder = [mustard, sausage, premium]

/** Goods for `cents`, as one line. */
const goods = (cents: number) => [{ total: euros(cents) }]

describe('giftProgress', () => {
  it.each([
    [0, null, mustard, 20000],
    [19999, null, mustard, 1],
    [20000, mustard, sausage, 10000],
    [29999, mustard, sausage, 1],
    [30000, sausage, premium, 20000],
    [49999, sausage, premium, 1],
  ])('%s cents: reached %o, next %o for %s cents more', (amount, reached, tier, remaining) => {
    expect(giftProgress(goods(amount), ladder)).toEqual({
      reached,
      next: { tier, remaining: euros(remaining) },
      freeDelivery: false,
    })
  })

  it('has nothing further to offer at the top, where delivery is free', () => {
    for (const amount of [50000, 99999])
      expect(giftProgress(goods(amount), ladder)).toEqual({
        reached: premium,
        next: null,
        freeDelivery: true,
      })
  })

  it('takes any number of tiers, in whatever order the owner listed them', () => {
    const fourth = { from: 100000, gift: 'A whole ham', freeDelivery: false }
    const shuffled = [fourth, premium, mustard, sausage]
    expect(giftProgress(goods(60000), shuffled)).toEqual({
      reached: premium,
      next: { tier: fourth, remaining: euros(40000) },
      freeDelivery: true,
    })
    expect(giftProgress(goods(100000), shuffled).reached).toBe(fourth)
  })

  it('offers nothing without tiers', () => {
    expect(giftProgress(goods(100000), [])).toEqual({
      reached: null,
      next: null,
      freeDelivery: false,
    })
  })

  it('counts the goods only: gift vouchers bought neither reach a tier nor free delivery', () => {
    const vouchers = [{ total: euros(60000), voucher: true }]
    expect(giftProgress(vouchers, ladder)).toEqual({
      reached: null,
      next: { tier: mustard, remaining: euros(20000) },
      freeDelivery: false,
    })
    const mixed = [...vouchers, { total: euros(25000) }]
    expect(giftProgress(mixed, ladder)).toMatchObject({
      reached: mustard,
      next: { tier: sausage, remaining: euros(5000) },
      freeDelivery: false,
    })
  })

  it('makes delivery free only from the tier that says so', () => {
    const middle = [
      mustard,
      { ...sausage, freeDelivery: true },
      { ...premium, freeDelivery: false },
    ]
    expect(giftProgress(goods(29999), middle).freeDelivery).toBe(false)
    expect(giftProgress(goods(30000), middle).freeDelivery).toBe(true)
    // A tier above it keeps what the shopper already had.
    expect(giftProgress(goods(50000), middle).freeDelivery).toBe(true)
    expect(giftProgress(goods(99999), [mustard, sausage]).freeDelivery).toBe(false)
  })
})

describe('cartGifts', () => {
  it('names the gift reached and the next one, saying when the next brings free delivery', () => {
    expect(cartGifts(goods(10000), ladder)).toEqual({
      gift: null,
      nextGift: { name: 'Mustard', freeDelivery: false, remaining: euros(10000) },
    })
    expect(cartGifts(goods(35000), ladder)).toEqual({
      gift: { name: 'Sausage', freeDelivery: false },
      nextGift: { name: 'Côte à l’os', freeDelivery: true, remaining: euros(15000) },
    })
    expect(cartGifts(goods(50000), ladder)).toEqual({
      gift: { name: 'Côte à l’os', freeDelivery: true },
      nextGift: null,
    })
  })

  it('does not promise free delivery again once a lower tier gave it', () => {
    const early = [{ ...mustard, freeDelivery: true }, sausage]
    expect(cartGifts(goods(20000), early).nextGift).toMatchObject({ freeDelivery: false })
    expect(cartGifts(goods(20000), early).gift).toEqual({ name: 'Mustard', freeDelivery: true })
  })
})
