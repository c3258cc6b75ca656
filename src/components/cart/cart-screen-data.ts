import 'server-only'

import { getTranslations } from 'next-intl/server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { COUNTRIES } from '@/commerce/rules/address'
import { PROMOS } from '@/commerce/rules/categories'
import { handoverOf } from '@/commerce/rules/handover'
import type { Cart, CountryCode, DeliveryMethod, ReducedCartLine } from '@/commerce/types'
import { clockText } from '@/content/claim-texts'
import { closingDays } from '@/content/closing-days'
import type { ClosingDay } from '@/content/closing-days-shown'
import { siteFrame } from '@/content/settings'
import type { Locale } from '@/i18n/locales'

import type { CountryChoiceProps } from './country-choice'
import { deliveryCountries, deliveryTerms } from './delivery-country'
import type { PromosLink } from './empty-cart'

/** What the cart screen says about one delivery country. */
export type CountryTexts = {
  /** What delivery there costs and takes, for the country choice. */
  terms: string[]
  /** What each way of handing over means: the order cut-off, the pickup address and hours. */
  about: Record<DeliveryMethod, string>
  /** How to pick up the same day (by phone, before a time). */
  sameDayPickup: string
}

/**
 * What the cart screen says the same to every shopper, worded from the shop's settings: part of
 * the cart page, which is the same for everybody and expires with the settings (docs/adr/0036).
 */
export type CartShopTexts = {
  countries: Record<CountryCode, CountryTexts>
  countryNames: CountryChoiceProps['countries']
  closings: ClosingDay[]
  /** Where an empty cart sends the shopper besides the products. */
  promos: PromosLink
}

/** The shopper's part of the cart screen: read in the browser, never cached. */
export type CartScreenData = {
  cart: Cart
  /** How the cart is handed over: null for gift vouchers alone. */
  handover: DeliveryMethod | null
  /** The lines lowered when a guest cart joined the account's, shown once. */
  merged: ReducedCartLine[]
  /** The dates on offer in the cart's country, for a cart with lines. */
  dates: Record<DeliveryMethod, string[]> | null
}

/** The cart screen's words for every shopper, in `locale`. */
export async function cartShopTexts(locale: Locale): Promise<CartShopTexts> {
  const [t, frame, closings, countryNames, promos] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    siteFrame(locale),
    closingDays(locale),
    deliveryCountries(locale),
    commerce.catalog.category(PROMOS, locale),
  ])
  const { street, postcode, city } = frame.settings.address
  const texts = async (country: CountryCode): Promise<CountryTexts> => {
    const booking = await commerce.cart.bookingOptions(country)
    return {
      terms: await deliveryTerms({
        country,
        weekdays: booking.deliveryWeekdays,
        settings: frame.settings,
        locale,
      }),
      about: {
        delivery: t('deliveryHint', { cutoff: clockText(booking.orderCutoff, locale) }),
        pickup: t('pickupHint', {
          until: clockText(booking.pickupUntil, locale),
          address: `${street}, ${postcode} ${city}`,
        }),
      },
      sameDayPickup: t('sameDayPickup', {
        time: clockText(booking.sameDayPickupCallBefore, locale),
        phone: frame.settings.phone,
      }),
    }
  }
  const perCountry = await Promise.all(COUNTRIES.map(texts))
  return {
    countries: Object.fromEntries(
      COUNTRIES.map((country, n) => [country, perCountry[n]]),
    ) as Record<CountryCode, CountryTexts>,
    countryNames,
    closings,
    promos: promos ? { id: promos.id, slug: promos.slug } : null,
  }
}

/** The signed-in customer's or the guest's part of the cart screen, in `locale`. */
export async function cartScreenData(locale: Locale): Promise<CartScreenData> {
  const shopper = await currentShopper(locale)
  const [cart, merged] = await Promise.all([
    commerce.cart.get(shopper),
    commerce.cart.takeMergeNotice(shopper),
  ])
  // Delivery dates are the cart's country's.
  const dates =
    cart.lines.length > 0 ? (await commerce.cart.bookingOptions(cart.country)).dates : null
  return { cart, handover: handoverOf(cart), merged, dates }
}
