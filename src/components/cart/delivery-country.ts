import { getTranslations } from 'next-intl/server'

import { COUNTRIES } from '@/commerce/rules/address'
import { euros, formatMoney, numberLocale } from '@/commerce/rules/money'
import { pricingOf } from '@/commerce/shop/pricing'
import type { CountryCode } from '@/commerce/types'
import { clockText, weekdayList, weekdaySpan } from '@/content/claim-texts'
import { shopClaims } from '@/content/claims'
import type { SiteFrame } from '@/content/settings'
import { numberFormat } from '@/i18n/formatters'
import type { Locale } from '@/i18n/locales'

import type { CountryChoiceProps } from './country-choice'

type Props = {
  country: CountryCode
  /** The ISO weekdays deliveries reach the country on. */
  weekdays: number[]
  settings: SiteFrame['settings']
  locale: Locale
}

/** The countries the shop delivers to, named in `locale`, for the country choice. */
export async function deliveryCountries(locale: Locale): Promise<CountryChoiceProps['countries']> {
  const addresses = await getTranslations({ locale, namespace: 'addresses.countries' })
  return COUNTRIES.map((code) => ({ code, name: addresses(code) }))
}

/**
 * What delivery to a country costs (from the shop settings), from which amount it is free, the
 * VAT on meat and its delivery days, worded for the country choice; the cart's totals show what
 * this order pays.
 */
export async function deliveryTerms({
  country,
  weekdays,
  settings,
  locale,
}: Props): Promise<CountryChoiceProps['terms']> {
  const [t, claimsText, addresses, claims] = await Promise.all([
    getTranslations({ locale, namespace: 'cart.country' }),
    getTranslations({ locale, namespace: 'blocks.claims' }),
    getTranslations({ locale, namespace: 'addresses.countries' }),
    shopClaims(),
  ])
  const pricing = pricingOf(settings)
  const { rate, freeFrom } = pricing.shipping[country]
  const percent = numberFormat(numberLocale[locale], { maximumFractionDigits: 1 })
  const words = {
    country: addresses(country),
    rate: formatMoney(euros(rate), locale),
    vat: percent.format(pricing.vat[country].food),
  }
  const hours = {
    from: clockText(claims.deliveryFrom, locale),
    until: clockText(claims.deliveryUntil, locale),
  }
  const span = weekdaySpan(weekdays, locale)
  return [
    freeFrom === null
      ? t('termsNeverFree', words)
      : t('terms', { ...words, freeFrom: formatMoney(euros(freeFrom), locale) }),
    span
      ? claimsText('deliveryDays', { ...span, ...hours })
      : claimsText('deliveryDayList', {
          days: weekdayList(weekdays, locale),
          ...hours,
        }),
  ]
}
