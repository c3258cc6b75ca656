import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

export type Ladder = Array<{ from: number; freeDelivery?: boolean; gift: Record<Locale, string> }>

/**
 * The gift tiers as the owner saves them: the list in Dutch, then each language's gifts (a gift
 * left empty in one language would make the next save in that language invalid).
 */
export async function saveLadder(payload: Payload, ladder: Ladder) {
  const { giftTiers } = await payload.updateGlobal({
    slug: 'shop-settings',
    locale: 'nl',
    data: {
      giftTiers: ladder.map(({ from, freeDelivery = false, gift }) => ({
        from,
        freeDelivery,
        gift: gift.nl,
      })),
    },
  })
  for (const locale of ['fr', 'en'] as const)
    await payload.updateGlobal({
      slug: 'shop-settings',
      locale,
      data: {
        giftTiers: (giftTiers ?? []).map((tier, index) => ({
          ...tier,
          gift: ladder[index].gift[locale],
        })),
      },
    })
}
