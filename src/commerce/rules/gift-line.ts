import type { Locale } from '@/i18n/locales'

import type { Money } from '../types'
import { type GiftThresholds, type GiftTier, giftProgress } from './gift-tiers'

/** What the shop owner gives at each tier, per language; empty texts fall back to these. */
export type GiftNames = Partial<Record<GiftTier, Partial<Record<Locale, string | null>> | null>>

export const defaultGiftNames: Record<GiftTier, Record<Locale, string>> = {
  gift: {
    nl: 'Een potje mosterd van eigen makelij',
    fr: 'Un pot de notre moutarde maison',
    en: 'A jar of our own mustard',
  },
  betterGift: {
    nl: 'Een dry-aged worst',
    fr: 'Une saucisse maturée (dry-aged)',
    en: 'A dry-aged sausage',
  },
  premium: {
    nl: 'Een premium stuk vlees van de chef',
    fr: 'Une pièce de viande premium du chef',
    en: 'A premium piece of meat from the chef',
  },
}

/** The free gift an order of `subtotal` earns, named in `locale`; null below the first tier. */
export function earnedGift(
  subtotal: Money,
  thresholds: GiftThresholds,
  names: GiftNames,
  locale: Locale,
): { tier: GiftTier; name: string } | null {
  const tier = giftProgress(subtotal, thresholds).reached
  if (!tier) return null
  const name = names[tier]?.[locale]?.trim() || defaultGiftNames[tier][locale]
  return { tier, name }
}
