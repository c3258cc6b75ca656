import type { DeliveryMethod, TimeWindow } from '@/commerce/types'
import { clockText } from '@/content/claim-texts'
import type { Locale } from '@/i18n/locales'

type Translate = (key: 'deliveryOn' | 'pickupOn', values: Record<string, string>) => string

/** "Delivery on …, between … and …" or "Pickup in the shop on …, before …". */
export const handoverText = (
  t: Translate,
  method: DeliveryMethod,
  date: string,
  window: TimeWindow,
  locale: Locale,
): string => {
  const until = clockText(window.until, locale)
  return method === 'pickup'
    ? t('pickupOn', { date, until })
    : t('deliveryOn', { date, from: window.from ? clockText(window.from, locale) : '', until })
}
