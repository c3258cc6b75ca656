import type { Payload } from 'payload'

import type { Config } from '@/payload-types'

import type { CartApi } from '../provider'
import { COUNTRIES } from '../rules/address'
import type { CalendarRules } from '../rules/delivery-calendar'
import type { Pricing } from '../rules/order-totals'
import { readPricing } from '../shop/pricing'
import { cachedGlobal } from '../shop/settings-cache'
import type { BookingOptions, Locale } from '../types'
import { readCalendarRules } from './calendar-rules'

export type ShopSettings = Config['globals']['shop-settings']

/** What the shop settings and calendar say, read before the transaction. */
export type OrderSetting = {
  pricing: Pricing
  settings: ShopSettings
  calendar: CalendarRules
  /** The booking options of every delivery country, in the order of COUNTRIES. */
  bookings: BookingOptions[]
}

/** Settings are read before the transaction: inside it, only its own connection may be used. */
export async function readOrderSetting(
  instance: Payload,
  cart: Pick<CartApi, 'bookingOptions'>,
  locale: Locale,
): Promise<OrderSetting> {
  // The dates of every delivery country: the draft's country is known once it is locked.
  const [pricing, settings, calendar, ...bookings] = await Promise.all([
    // The gift tiers' gifts named in the order's language, for its gift line.
    readPricing(instance, locale),
    cachedGlobal(instance, 'shop-settings'),
    readCalendarRules(instance),
    ...COUNTRIES.map((country) => cart.bookingOptions(country)),
  ])
  return { pricing, settings, calendar, bookings }
}
