/** The shopper's checkout details ↔ the addresses nopCommerce's checkout keeps for them. */
import type { AddressInput, CheckoutDetails, DeliveryMethod } from '../types'
import { addressRequest, type NopAddress, reshapeAddress } from './address-reshape'
import type { NopSelectedShipping } from './shipping-options'

/**
 * Checkout/NewBillingAddress's body. A delivery without an address of its own goes to the
 * billing address ("ship to the same address"); a pickup leaves the shipping address alone.
 */
export function billingAddressRequest(details: CheckoutDetails, method: DeliveryMethod) {
  const { model, form } = addressRequest(details.billing)
  return {
    model: {
      billingNewAddress: model.address,
      shipToSameAddress: method === 'delivery' && details.shipping === null,
    },
    form,
  }
}

/** Checkout/NewShippingAddress's body. */
export function shippingAddressRequest(address: AddressInput) {
  const { model, form } = addressRequest(address)
  return { model: { shippingNewAddress: model.address }, form }
}

/** What the confirm page reviews: the addresses (id 0: none yet) and shipping chosen so far. */
export type NopOrderReviewData = NopSelectedShipping & {
  billingAddress?: NopAddress | null
  shippingAddress?: NopAddress | null
}

/** A nopCommerce address as the fields the shopper entered; null outside the shop's countries. */
export function addressInputOf(address: NopAddress): AddressInput | null {
  const known = reshapeAddress(address)
  if (!known) return null
  const { id, ...fields } = known
  void id
  return fields
}

const chosen = (address: NopAddress | null | undefined) =>
  address?.id ? addressInputOf(address) : null

/**
 * The details behind the addresses nopCommerce holds for the checkout; null without a billing
 * address. The contact is the billing address's, as the checkout form asks it.
 */
export function detailsFromReview(review: NopOrderReviewData): CheckoutDetails | null {
  const billing = chosen(review.billingAddress)
  if (!billing) return null
  const separate = review.shippingAddress?.id !== review.billingAddress?.id
  return {
    email: billing.email,
    phone: billing.phone,
    billing,
    shipping: separate ? chosen(review.shippingAddress) : null,
  }
}
