import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { Pricing } from '../rules/order-totals'
import { pricingOf } from '../shop-pricing'
import { cachedGlobal } from './settings-cache'

/**
 * VAT rates, delivery costs and gift tiers as the shop owner keeps them in the shop settings;
 * the gifts named in `locale` (the shop's first language without one).
 */
export async function readPricing(payload: Payload, locale?: Locale): Promise<Pricing> {
  return pricingOf(await cachedGlobal(payload, 'shop-settings', locale))
}
