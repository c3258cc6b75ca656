import 'server-only'

import { getTranslations } from 'next-intl/server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { PROMOS } from '@/commerce/rules/categories'
import { handoverOf } from '@/commerce/rules/handover'
import type { Cart, DeliveryMethod, ReducedCartLine } from '@/commerce/types'
import { clockText } from '@/content/claim-texts'
import { closingDays } from '@/content/closing-days'
import { siteFrame } from '@/content/settings'
import type { Locale } from '@/i18n/locales'

import type { CountryChoiceProps } from './country-choice'
import type { DeliveryChoiceProps } from './delivery-choice'
import { deliveryCountry } from './delivery-country'
import type { PromosLink } from './empty-cart'

/** What the cart screen shows a shopper, with the texts that need the shop's settings worded. */
export type CartScreenData = {
  cart: Cart
  /** How the cart is handed over: null for gift vouchers alone. */
  handover: DeliveryMethod | null
  /** The lines lowered when a guest cart joined the account's, shown once. */
  merged: ReducedCartLine[]
  /** The delivery country and its terms, for a cart that is delivered. */
  country: CountryChoiceProps | null
  /** The dates on offer and what each way of handing over means, for a cart with lines. */
  choice: Pick<DeliveryChoiceProps, 'dates' | 'closings' | 'about' | 'sameDayPickup'> | null
  /** Where an empty cart sends the shopper besides the products. */
  promos: PromosLink
}

/** The signed-in customer's or the guest's cart screen, in `locale`. */
export async function cartScreenData(locale: Locale): Promise<CartScreenData> {
  const shopper = await currentShopper(locale)
  const [cart, merged] = await Promise.all([
    commerce.cart.get(shopper),
    commerce.cart.takeMergeNotice(shopper),
  ])
  const handover = handoverOf(cart)
  if (cart.lines.length === 0) {
    const promos = await commerce.catalog.category(PROMOS, locale)
    return {
      cart,
      handover,
      merged,
      country: null,
      choice: null,
      promos: promos ? { id: promos.id, slug: promos.slug } : null,
    }
  }
  // Delivery dates are the cart's country's.
  const [t, frame, booking, closings] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    siteFrame(locale),
    commerce.cart.bookingOptions(cart.country),
    closingDays(locale),
  ])
  const { street, postcode, city } = frame.settings.address
  return {
    cart,
    handover,
    merged,
    country:
      handover === 'delivery'
        ? await deliveryCountry({
            country: cart.country,
            weekdays: booking.deliveryWeekdays,
            settings: frame.settings,
            locale,
          })
        : null,
    choice: {
      dates: booking.dates,
      closings,
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
    },
    promos: null,
  }
}
