import type { DeliveryMethod } from '../types'

/**
 * How the cart's `ShoppingCart/SelectShippingOption` names the shop's delivery: the option's own
 * name (the shipping method's name, Configuration › Shipping › Shipping methods), compared
 * without regard to case with the options nopCommerce offers for the address.
 */
export const nopDeliveryOptionName = 'Levering'

/**
 * The postcode of the estimate address SelectShippingOption requires. The shop's rates depend on
 * the country alone; the shopper's own postcode is asked at checkout.
 */
export const estimatePostcode = '0909'

type NopShippingOption = {
  name?: string | null
  shippingRateComputationMethodSystemName?: string | null
  isPickupInStore?: boolean
}

/** `Checkout/ShippingMethod`'s model: what nopCommerce offers to ship the cart with. */
export type NopShippingMethodModel = {
  shippingMethods?: Array<{ shippingOption?: NopShippingOption | null }> | null
  pickupPointsModel?: {
    pickupPoints?: Array<{ id: string; providerSystemName?: string | null }> | null
    allowPickupInStore?: boolean
  } | null
}

/** How `Checkout/SelectShippingMethod` takes a choice: its query and its dictionary body. */
export type NopShippingSelection = { shippingOption: string; form: Record<string, string> }

/** The provider of nopCommerce's own pickup points, for a point that does not name one. */
const pickupInStoreProvider = 'Pickup.PickupInStore'

/**
 * The selection of the method among what nopCommerce offers: the shop's pickup point (its
 * store, the first) or its delivery option; null when it offers none.
 */
export function shippingSelection(
  model: NopShippingMethodModel,
  method: DeliveryMethod,
): NopShippingSelection | null {
  if (method === 'pickup') {
    const pickup = model.pickupPointsModel
    const point = pickup?.allowPickupInStore ? pickup.pickupPoints?.[0] : undefined
    if (!point) return null
    const provider = point.providerSystemName || pickupInStoreProvider
    return {
      shippingOption: 'pickup',
      form: { PickupInStore: 'true', 'pickup-points-id': `${point.id}___${provider}` },
    }
  }
  const delivery = (model.shippingMethods ?? [])
    .map((offered) => offered.shippingOption)
    .find(
      (option) =>
        option?.name && option.shippingRateComputationMethodSystemName && !option.isPickupInStore,
    )
  if (!delivery) return null
  return {
    shippingOption: `${delivery.name}___${delivery.shippingRateComputationMethodSystemName}`,
    form: { PickupInStore: 'false' },
  }
}

/** The shipping nopCommerce's checkout has selected, as its confirm page reviews it. */
export type NopSelectedShipping = {
  selectedPickupInStore?: boolean
  shippingMethod?: string | null
}

/**
 * Whether nopCommerce's checkout has the method selected: its pickup point, or for a delivery a
 * shipping option (none, after a cart line changed).
 */
export const selectedShippingIs = (selected: NopSelectedShipping, method: DeliveryMethod) =>
  method === 'pickup'
    ? selected.selectedPickupInStore === true
    : !selected.selectedPickupInStore && Boolean(selected.shippingMethod)
