import type { Payload } from 'payload'

import type { Pricing } from '../rules/order-totals'
import { pricingOf } from '../shop-pricing'
import { cachedGlobal } from './settings-cache'

/** VAT rates, delivery costs and gift tiers as the shop owner keeps them in the shop settings. */
export async function readPricing(payload: Payload): Promise<Pricing> {
  return pricingOf(await cachedGlobal(payload, 'shop-settings'))
}
