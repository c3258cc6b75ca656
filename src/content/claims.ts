import 'server-only'

import { cached } from '@/cache/data-cache'
import { lifetimes } from '@/cache/lifetimes'
import { cacheTags } from '@/cache/tags'
import { defaultCalendarRules } from '@/commerce/rules/delivery-calendar'
import { payloadClient } from '@/lib/payload'

export type ShopClaims = {
  orderCutoff: string
  deliveryWeekdays: number[]
  deliveryFrom: string
  deliveryUntil: string
  giftFromCents: number | null
}

/** The amount from which an order gets a free gift: the lowest tier's; null without tiers. */
const lowestTier = (tiers: ReadonlyArray<{ from?: number | null }>): number | null => {
  const amounts = tiers.flatMap(({ from }) => (typeof from === 'number' ? [from] : []))
  return amounts.length > 0 ? Math.min(...amounts) : null
}

/**
 * The figures the shop promises, from the same settings the cart and the calendar use: the
 * cut-off hour, delivery days and hours, and the free-gift threshold.
 */
export const shopClaims = cached(
  async (): Promise<ShopClaims> => {
    const payload = await payloadClient()
    const read = { depth: 0, overrideAccess: false } as const
    const [calendar, settings] = await Promise.all([
      payload.findGlobal({ slug: 'delivery-calendar', ...read }),
      payload.findGlobal({ slug: 'shop-settings', ...read }),
    ])
    return {
      orderCutoff: calendar.orderCutoff ?? defaultCalendarRules.orderCutoff,
      deliveryWeekdays: (calendar.deliveryWeekdays ?? []).map(Number).sort(),
      deliveryFrom: calendar.deliveryFrom ?? defaultCalendarRules.deliveryFrom,
      deliveryUntil: calendar.deliveryUntil ?? defaultCalendarRules.deliveryUntil,
      giftFromCents: lowestTier(settings.giftTiers ?? []),
    }
  },
  ['shop-claims'],
  { tags: [cacheTags.settings], lifetime: lifetimes.data },
)
