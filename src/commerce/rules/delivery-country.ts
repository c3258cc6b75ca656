import type { CheckoutDetails, CountryCode, DeliveryMethod } from '../types'
import { COUNTRIES } from './address'

/** Where the shop is: a pickup is handed over there, and taxed there. */
export const SHOP_COUNTRY: CountryCode = 'BE'

export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (COUNTRIES as string[]).includes(value)

/**
 * The country an order is priced for (its delivery rate and VAT): the cart's delivery country,
 * or the shop's for a pickup. The cart keeps its delivery country meanwhile, for when the
 * shopper chooses delivery again.
 */
export const pricedCountry = (method: DeliveryMethod, country: CountryCode): CountryCode =>
  method === 'pickup' ? SHOP_COUNTRY : country

/**
 * The delivery country the checkout details ask for: the delivery address's, or the billing
 * address's when the order goes there; null for a pickup, which goes nowhere, and for nothing
 * to hand over (gift vouchers only, `handoverOf`).
 */
export const detailsCountry = (
  details: CheckoutDetails,
  method: DeliveryMethod | null,
): CountryCode | null =>
  method === 'delivery' ? (details.shipping ?? details.billing).country : null
