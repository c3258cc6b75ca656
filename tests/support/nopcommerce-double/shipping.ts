/**
 * How the stand-in nopCommerce ships, configured as the shop is: one shipping rate method
 * (Configuration › Shipping › Shipping providers) and the shop itself as its one pickup point
 * (Configuration › Shipping › Pickup points, provider "Pickup in store").
 */
import type { DoubleCart, DoubleState } from './state'

export type DoubleShippingOption = { name: string; systemName: string }

export type DoublePickupPoint = {
  id: string
  name: string
  address: string
  city: string
  zipPostalCode: string
  countryName: string
  pickupFeeCents: number
  openingHours: string
  providerSystemName: string
}

/**
 * Whether a cart has anything to ship (ShoppingCartService.ShoppingCartRequiresShippingAsync):
 * the shop's gift cards have "Shipping enabled" off, and only their items carry a recipient.
 */
export const requiresShipping = (cart: Pick<DoubleCart, 'items'>) =>
  cart.items.some((item) => item.giftCard === null)

/** The shop's delivery, by its shipping rate method. */
export const deliveryOption: DoubleShippingOption = {
  name: 'Levering',
  systemName: 'Shipping.FixedByWeightByTotal',
}

/** Every shipping option the shop's shipping rate methods have. */
export const shopShippingOptions = [deliveryOption]

/** How nopCommerce names an option on the wire: `{option}___{provider system name}`. */
export const optionName = (option: DoubleShippingOption) => `${option.name}___${option.systemName}`

/**
 * The shipping options offered for a country; Configuration › Shipping › Restrictions, as a test
 * sets them in `state.extra.shippingRestrictions` (option name → the country ids it is not for),
 * take some away.
 */
export function shippingOptionsFor(state: DoubleState, countryId: number): DoubleShippingOption[] {
  const restrictions = state.extra.shippingRestrictions as Record<string, number[]> | undefined
  return shopShippingOptions.filter(
    (option) => !restrictions?.[optionName(option)]?.includes(countryId),
  )
}

const shopPickupPoint: DoublePickupPoint = {
  id: '1',
  name: 'Slagerij',
  address: 'Kouter 1',
  city: 'Gent',
  zipPostalCode: '9000',
  countryName: 'Belgium',
  pickupFeeCents: 0,
  openingHours: 'di-za 8:00-18:00',
  providerSystemName: 'Pickup.PickupInStore',
}

/**
 * Whether the shop allows pickup in store (Settings › Shipping settings), unless a test sets
 * `state.extra.allowPickupInStore` to false.
 */
export const pickupAllowed = (state: DoubleState) => state.extra.allowPickupInStore !== false

/** The shop's pickup points: its store, unless a test sets `state.extra.pickupPoints`. */
export const pickupPointsOf = (state: DoubleState) =>
  (state.extra.pickupPoints as DoublePickupPoint[] | undefined) ?? [shopPickupPoint]

/** The shipping option nopCommerce keeps for a chosen pickup point. */
export const pickupOption = (point: DoublePickupPoint): DoubleShippingOption => ({
  name: `Afhalen bij ${point.name}`,
  systemName: point.providerSystemName,
})
