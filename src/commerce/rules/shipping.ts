import type { CountryCode, DeliveryMethod, Money } from '../types'
import { euros } from './money'

/** What delivery costs per country (VAT included, cents), and from which order amount it is free. */
export type ShippingRates = Record<CountryCode, { rate: number; freeFrom: number | null }>

/** The shop settings' defaults; the shop owner keeps them up to date. */
export const defaultShippingRates: ShippingRates = {
  BE: { rate: 995, freeFrom: 15000 },
  NL: { rate: 1295, freeFrom: 20000 },
  FR: { rate: 1495, freeFrom: 25000 },
  DE: { rate: 1495, freeFrom: 25000 },
  LU: { rate: 1295, freeFrom: 20000 },
}

/**
 * What the shopper pays for getting the order: pickup is free; delivery costs the country's rate
 * unless the order (VAT included, before shipping) reaches the country's free-delivery amount or
 * a tier that brings free delivery.
 */
export function shippingCost(
  method: DeliveryMethod,
  country: CountryCode,
  subtotal: Money,
  rates: ShippingRates,
  freeDelivery = false,
): Money {
  if (method === 'pickup' || freeDelivery) return euros(0)
  const { rate, freeFrom } = rates[country]
  if (freeFrom !== null && subtotal.amount >= freeFrom) return euros(0)
  return euros(rate)
}
