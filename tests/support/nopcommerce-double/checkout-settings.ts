import type { DoubleState } from './state'

/**
 * The shop's settings the plugin's Checkout controller reads (nopCommerce's OrderSettings and
 * PaymentSettings), as the README asks an administrator to set them; a test changes one in
 * `state.extra`.
 */
export function checkoutSettings(state: DoubleState) {
  const extra = state.extra
  return {
    /** OrderSettings.CheckoutDisabled: every checkout step answers 404. */
    checkoutDisabled: extra.checkoutDisabled === true,
    /** OrderSettings.AnonymousCheckoutAllowed: on, so that guests can order. */
    anonymousCheckoutAllowed: extra.anonymousCheckoutAllowed !== false,
    /**
     * OrderSettings.MinimumOrderPlacementInterval, seconds between two orders of one customer:
     * nopCommerce's default, 30.
     */
    minimumOrderPlacementInterval:
      typeof extra.minimumOrderPlacementInterval === 'number'
        ? extra.minimumOrderPlacementInterval
        : 30,
    /**
     * PaymentSettings.BypassPaymentMethodSelectionIfOnlyOne: off, as the README asks (on, the
     * only method is chosen for the shopper and the list of methods is not answered).
     */
    bypassPaymentMethodSelectionIfOnlyOne: extra.bypassPaymentMethodSelectionIfOnlyOne === true,
  }
}
