import type { Payload } from 'payload'

import type { Pricing } from '../rules/order-totals'
import { defaultShippingRates } from '../rules/shipping'
import { defaultVatRates } from '../rules/vat'
import type { CountryCode } from '../types'
import { cachedGlobal } from './settings-cache'

/** VAT rates, delivery costs and gift tiers as the shop owner keeps them in the shop settings. */
export async function readPricing(payload: Payload): Promise<Pricing> {
  const { vat, shipping, giftTiers } = await cachedGlobal(payload, 'shop-settings')
  const pricing: Pricing = {
    vat: { ...defaultVatRates },
    shipping: { ...defaultShippingRates },
    giftTiers: giftTiers ?? {},
  }
  for (const country of Object.keys(defaultVatRates) as CountryCode[]) {
    const rates = vat?.[country]
    if (rates) pricing.vat[country] = { food: rates.food, standard: rates.standard }
    const delivery = shipping?.[country]
    if (delivery && typeof delivery.rate === 'number')
      pricing.shipping[country] = { rate: delivery.rate, freeFrom: delivery.freeFrom ?? null }
  }
  return pricing
}
