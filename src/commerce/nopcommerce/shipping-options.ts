import type { DeliveryMethod } from '../types'

/**
 * The shop's shipping options in its nopCommerce, as `SelectShippingOption?name=` takes them
 * (`{option}___{provider system name}`): delivery by the shop's shipping rate method, or the
 * in-store pickup point.
 */
export const nopShippingOptions: Record<DeliveryMethod, string> = {
  delivery: 'Levering___Shipping.FixedByWeightByTotal',
  pickup: 'Afhalen in de winkel___Pickup.PickupInStore',
}
