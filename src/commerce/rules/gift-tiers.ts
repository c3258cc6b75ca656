import type { Money } from '../types'
import { goodsSubtotal, type HandoverLine } from './handover'

/**
 * A step of the free-gift ladder, as the shop owner sets it: the amount of goods (VAT included,
 * in cents) from which it applies, its gift (named in the language read) and whether it also
 * brings free delivery.
 */
export type GiftTier = { from: number; gift: string; freeDelivery: boolean }

export type GiftProgress<T extends GiftTier> = {
  /** The highest tier the goods reach, whose gift the order gets; gifts do not add up. */
  reached: T | null
  /** The next tier up and what is still missing to reach it. */
  next: { tier: T; remaining: Money } | null
  /** Whether a tier reached brings free delivery (it stays free on the tiers above it). */
  freeDelivery: boolean
}

/**
 * Where an order stands on the free-gift ladder. Only the goods count: a gift voucher bought is
 * prepaid credit (handover.ts), as for a discount code's minimum, and the amounts go by the lines
 * before any discount.
 */
export function giftProgress<T extends GiftTier>(
  lines: ReadonlyArray<HandoverLine>,
  tiers: ReadonlyArray<T>,
): GiftProgress<T> {
  const goods = goodsSubtotal(lines)
  const ladder = [...tiers].sort((a, b) => a.from - b.from)
  const reached = ladder.filter((tier) => goods.amount >= tier.from)
  const upcoming = ladder.find((tier) => goods.amount < tier.from)
  return {
    reached: reached.at(-1) ?? null,
    next: upcoming
      ? {
          tier: upcoming,
          remaining: { amount: upcoming.from - goods.amount, currency: goods.currency },
        }
      : null,
    freeDelivery: reached.some((tier) => tier.freeDelivery),
  }
}
