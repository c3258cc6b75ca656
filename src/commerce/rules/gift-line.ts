import type { CartGift, NextGift } from '../types'
import { type GiftTier, giftProgress } from './gift-tiers'
import type { HandoverLine } from './handover'

/** What the cart says of the gift ladder: the gift its goods earn, and the next one up. */
export function cartGifts(
  lines: ReadonlyArray<HandoverLine>,
  tiers: ReadonlyArray<GiftTier>,
): { gift: CartGift | null; nextGift: NextGift | null } {
  const { reached, next, freeDelivery } = giftProgress(lines, tiers)
  return {
    gift: reached ? { name: reached.gift, freeDelivery } : null,
    nextGift: next
      ? {
          name: next.tier.gift,
          // Already free from a lower tier: the next one adds its gift only.
          freeDelivery: next.tier.freeDelivery && !freeDelivery,
          remaining: next.remaining,
        }
      : null,
  }
}
