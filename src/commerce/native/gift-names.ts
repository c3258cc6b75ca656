import type { Payload, PayloadRequest } from 'payload'

import type { GiftNames } from '../rules/gift-line'
import type { Locale } from '../types'

/** What the shop owner gives at each gift tier, in `locale` (empty where not written). */
export async function readGiftNames(
  payload: Payload,
  locale: Locale,
  req?: PayloadRequest,
): Promise<GiftNames> {
  const { giftTiers } = await payload.findGlobal({
    slug: 'shop-settings',
    locale,
    fallbackLocale: 'nl',
    depth: 0,
    select: { giftTiers: true },
    overrideAccess: true,
    req,
  })
  return {
    gift: { [locale]: giftTiers?.giftName },
    betterGift: { [locale]: giftTiers?.betterGiftName },
    premium: { [locale]: giftTiers?.premiumName },
  }
}
