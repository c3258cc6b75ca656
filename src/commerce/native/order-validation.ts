import { bookingRefusal } from '../booking-options'
import { CommerceError } from '../provider'
import { COUNTRIES } from '../rules/address'
import { lineTotal, wholeQuantity } from '../rules/cart-lines'
import { countryMatches, detailsAreComplete, paymentMethodsFor } from '../rules/checkout'
import { pricedCountry, SHOP_COUNTRY } from '../rules/delivery-country'
import { needsHandover } from '../rules/handover'
import { isOnlineMethod } from '../rules/online-payment'
import type { Pricing } from '../rules/order-totals'
import type { CheckoutDetails } from '../types'
import type { OrderDraft } from './checkout-cart'
import type { OrderSetting } from './order-setting'
import { limitsOf } from './reshape'

export const isDetails = (value: unknown): value is CheckoutDetails =>
  typeof value === 'object' && value !== null && 'billing' in value && 'email' in value

/** The cart's lines as the order keeps them: name, unit, price and VAT rate as they are now. */
export function snapshotLines(
  cart: Pick<OrderDraft, 'lines' | 'deliveryMethod' | 'country'>,
  pricing: Pricing,
) {
  return cart.lines.map(({ product, quantity: asked, giftCard }) => {
    const quantity = wholeQuantity(limitsOf(product), asked)
    if (quantity === null) throw new CommerceError('invalid-quantity')
    const total = lineTotal({ amount: product.priceCents, currency: 'EUR' }, quantity)
    return {
      product,
      quantity,
      vatClass: product.vatClass,
      total,
      voucher: giftCard !== null,
      snapshot: {
        product: product.id,
        name: product.name,
        sku: product.sku,
        unit: product.unit,
        quantity,
        unitPrice: product.priceCents,
        vatRate: pricing.vat[pricedCountry(cart.deliveryMethod, cart.country)][product.vatClass],
        total: total.amount,
        ...(giftCard && product.giftCardCents !== null
          ? { giftCard: { ...giftCard, amount: product.giftCardCents } }
          : {}),
      },
    }
  })
}

/**
 * Step 1: the draft checked again as it is now (lines, date against the calendar, terms,
 * details, country, payment method); the first problem throws.
 */
export function validateDraft(
  draft: OrderDraft,
  { pricing, bookings }: Pick<OrderSetting, 'pricing' | 'bookings'>,
  paymentMethod: string,
  takesOnline: boolean,
) {
  const lines = snapshotLines(draft, pricing)
  if (lines.length === 0) throw new CommerceError('cart-empty')
  // Gift vouchers only are e-mailed: no method, date, time or delivery address.
  const method = needsHandover(lines) ? draft.deliveryMethod : null
  const date = method ? draft.deliveryDate : null
  if (method && !date) throw new CommerceError('date-required')
  const booking = bookings[COUNTRIES.indexOf(draft.country ?? SHOP_COUNTRY)]
  const refusal = method && date ? bookingRefusal(booking, method, date) : null
  if (refusal) throw refusal
  if (!draft.termsAccepted) throw new CommerceError('terms-required')
  const details = draft.checkout
  if (!isDetails(details) || !detailsAreComplete(details))
    throw new CommerceError('details-required')
  if (method && !countryMatches(details, method, draft.country))
    throw new CommerceError('country-mismatch')
  // An online method the provider does not enable for this order fails when the payment
  // starts, and the shopper chooses again on the order's page.
  const online = takesOnline && isOnlineMethod(paymentMethod)
  if (!paymentMethodsFor(method).includes(paymentMethod) && !online)
    throw new CommerceError('payment-method-unavailable')
  return { lines, method, date, booking, details }
}

export type CheckedDraft = ReturnType<typeof validateDraft>
