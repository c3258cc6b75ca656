import { dateTimeFormat, numberFormat } from '@/i18n/formatters'
import type { Locale } from '@/i18n/locales'

import type { Money, SaleUnit } from '../types'

/** Number styles: Belgian Dutch and French; for English, the euro-area English of Ireland. */
export const numberLocale: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-IE' }

export const euros = (amount: number): Money => ({ amount, currency: 'EUR' })

export function formatMoney(money: Money, locale: Locale): string {
  return numberFormat(numberLocale[locale], {
    style: 'currency',
    currency: money.currency,
  }).format(money.amount / 100)
}

/** "6 %", "5,5 %": a VAT rate (in percent) in the page's number style. */
export const formatRate = (rate: number, locale: Locale) =>
  numberFormat(numberLocale[locale], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100)

/** "500 g" below a kilogram, "1,2 kg" from a kilogram up, in the visitor's number style. */
export function formatWeight(grams: number, locale: Locale): string {
  const format = (value: number, unit: string) =>
    numberFormat(numberLocale[locale], {
      style: 'unit',
      unit,
      maximumFractionDigits: 2,
    }).format(value)
  return grams < 1000 ? format(grams, 'gram') : format(grams / 1000, 'kilogram')
}

/** An order line's quantity: "1,5 kg" by weight in the visitor's number style, "3 ×" for pieces. */
export const formatLineQuantity = (quantity: number, unit: SaleUnit, locale: Locale): string =>
  unit === 'kg'
    ? formatWeight(Math.round(quantity * 1000), locale)
    : `${numberFormat(numberLocale[locale]).format(quantity)} ×`

/**
 * The price per kilogram: the price itself for products sold by weight, derived from the packed
 * weight for pieces (rounded to the cent), or null when a piece has no known weight.
 */
export function pricePerKg(
  price: Money,
  unit: SaleUnit,
  packedWeightGrams: number | null,
): Money | null {
  if (unit === 'kg') return price
  if (!packedWeightGrams || packedWeightGrams <= 0) return null
  return { amount: Math.round((price.amount * 1000) / packedWeightGrams), currency: price.currency }
}

/** A calendar date (YYYY-MM-DD) written out in the visitor's language: "dinsdag 24 november 2026". */
export const formatDay = (date: string, locale: Locale) =>
  dateTimeFormat(numberLocale[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
