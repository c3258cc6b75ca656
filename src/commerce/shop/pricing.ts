import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { ShopSetting } from '@/payload-types'

import { COUNTRIES } from '../rules/address'
import type { Pricing } from '../rules/order-totals'
import { defaultShippingRates } from '../rules/shipping'
import { defaultVatRates } from '../rules/vat'
import { cachedGlobal } from './settings-cache'

/**
 * VAT rates, delivery costs and gift tiers (their gifts named in the language the settings were
 * read in) as the shop owner keeps them in the shop settings, the defaults where a value is missing: what the native backend prices with, and what the cart
 * tells a shopper about each delivery country, whichever backend sells.
 */
export function pricingOf(settings: Pick<ShopSetting, 'vat' | 'shipping' | 'giftTiers'>): Pricing {
  const { vat, shipping, giftTiers } = settings
  const pricing: Pricing = {
    vat: { ...defaultVatRates },
    shipping: { ...defaultShippingRates },
    giftTiers: (giftTiers ?? []).flatMap(({ from, gift, freeDelivery }) =>
      typeof from === 'number'
        ? [{ from, gift: gift ?? '', freeDelivery: freeDelivery === true }]
        : [],
    ),
  }
  for (const country of COUNTRIES) {
    const rates = vat?.[country]
    if (rates) pricing.vat[country] = { food: rates.food, standard: rates.standard }
    const delivery = shipping?.[country]
    if (delivery && typeof delivery.rate === 'number')
      pricing.shipping[country] = { rate: delivery.rate, freeFrom: delivery.freeFrom ?? null }
  }
  return pricing
}

/**
 * VAT rates, delivery costs and gift tiers as the shop owner keeps them in the shop settings;
 * the gifts named in `locale` (the shop's first language without one).
 */
export async function readPricing(payload: Payload, locale?: Locale): Promise<Pricing> {
  return pricingOf(await cachedGlobal(payload, 'shop-settings', locale))
}
