import 'server-only'

import { cached } from '@/cache/data-cache'
import { lifetimes } from '@/cache/lifetimes'
import { cacheTags } from '@/cache/tags'
import { shopClock } from '@/commerce/rules/delivery-calendar'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import type { ClosingDay } from './closing-days-shown'

/** The owner's closing days with their reasons in the language (Dutch where none is written). */
export const closingDays = cached(
  async (locale: Locale): Promise<ClosingDay[]> => {
    const payload = await payloadClient()
    const calendar = await payload.findGlobal({
      slug: 'delivery-calendar',
      locale,
      depth: 0,
      overrideAccess: false,
    })
    return (calendar.closedDates ?? []).map(({ date, reason }) => ({
      day: shopClock(new Date(date)).day,
      reason: reason ?? '',
    }))
  },
  ['closing-days'],
  { tags: [cacheTags.settings], lifetime: lifetimes.data },
)
