/**
 * What the storefront sends along when it confirms an order (`POST Checkout/ConfirmOrder`, a
 * dictionary body), which the shop's plugin keeps as the order's custom values (nopCommerce's
 * `ProcessPaymentRequest.CustomValues`, shown again as `custom_values` on `Order/Details`):
 * - the attempt's idempotency key: confirming again with a key one of the customer's orders
 *   already has answers that order instead of placing another, whichever server sends it;
 * - the delivery or pickup date as YYYY-MM-DD (the checkout attribute's text on the order is
 *   written for people, in the customer's language);
 * - the storefront's language, for what the order's page and invoice say.
 * Keys without underscores: answers are camelCased key by key, and these must come back as sent.
 */
export const orderCustomValues = {
  idempotencyKey: 'IdempotencyKey',
  deliveryDate: 'DeliveryDate',
  language: 'Language',
} as const
