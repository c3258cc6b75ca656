import 'server-only'

import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/collections/hooks/revalidate-tags'
import { shopClock } from '@/commerce/rules/delivery-calendar'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import type { ClosingDay } from './closing-days-shown'

/** The owner's closing days with their reasons in the language (Dutch where none is written). */
export const closingDays = unstable_cache(
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
  { tags: [cacheTags.settings], revalidate: 3600 },
)
