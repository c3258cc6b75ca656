import type { DeliveryMethod, TimeWindow } from '@/commerce/types'

type Translate = (key: 'deliveryOn' | 'pickupOn', values: Record<string, string>) => string

/** "Delivery on …, between … and …" or "Pickup in the shop on …, before …". */
export const handoverText = (
  t: Translate,
  method: DeliveryMethod,
  date: string,
  window: TimeWindow,
): string =>
  method === 'pickup'
    ? t('pickupOn', { date, until: window.until })
    : t('deliveryOn', { date, from: window.from ?? '', until: window.until })
