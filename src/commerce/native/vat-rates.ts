import type { Payload } from 'payload'

import { defaultVatRates, type VatRates } from '../rules/vat'
import type { CountryCode } from '../types'

/** The VAT rates the shop owner keeps in the shop settings, per delivery country. */
export async function readVatRates(payload: Payload): Promise<VatRates> {
  const { vat } = await payload.findGlobal({ slug: 'shop-settings', depth: 0 })
  const rates = { ...defaultVatRates }
  for (const country of Object.keys(rates) as CountryCode[]) {
    const set = vat?.[country]
    if (set) rates[country] = { food: set.food, standard: set.standard }
  }
  return rates
}
