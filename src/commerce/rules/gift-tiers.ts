import type { Money } from '../types'

export type GiftTier = 'gift' | 'betterGift' | 'premium'

/** Order amounts (VAT included, in cents) from which each tier applies; unset tiers do not. */
export type GiftThresholds = Partial<Record<GiftTier, number | null>>

export type GiftProgress = {
  /** The best tier the cart has reached, if any. */
  reached: GiftTier | null
  /** The next tier up and what is still missing to reach it. */
  next: { tier: GiftTier; remaining: Money } | null
}

/** Where a cart stands on the free-gift ladder: what it earns and what the next step costs. */
export function giftProgress(subtotal: Money, thresholds: GiftThresholds): GiftProgress {
  const ladder = (['gift', 'betterGift', 'premium'] as const)
    .map((tier) => ({ tier, from: thresholds[tier] }))
    .filter((step): step is { tier: GiftTier; from: number } => typeof step.from === 'number')
    .sort((a, b) => a.from - b.from)
  const reached = ladder.filter((step) => subtotal.amount >= step.from).at(-1)?.tier ?? null
  const upcoming = ladder.find((step) => subtotal.amount < step.from)
  return {
    reached,
    next: upcoming
      ? {
          tier: upcoming.tier,
          remaining: { amount: upcoming.from - subtotal.amount, currency: subtotal.currency },
        }
      : null,
  }
}
