import type { Payload } from 'payload'

import { inTransaction } from '@/database/transaction'

import { type CartApi, CommerceError, type CheckoutApi, type OrderLinks } from '../provider'
import { detailsAreComplete, paymentMethodsFor } from '../rules/checkout'
import { detailsCountry } from '../rules/delivery-country'
import { handoverOf } from '../rules/handover'
import { ownPaymentLabels } from '../shop/payment-labels'
import type { PlaceOrderInput } from '../types'
import { lockCart } from './cart-lock'
import { findCart } from './cart-store'
import { clearCheckedOutCart, lockCheckoutCart } from './checkout-cart'
import { offeredOnline } from './online-payment'
import { nativeOrderPlacement, type OrderPlacementOptions } from './order-placement'
import { isDetails } from './order-validation'
import { nativeOrderPayments } from './order-payment'
import { readSession, shopperOwner } from './shopper-session'

/**
 * Checkout on Payload: details kept on the cart, the order placed from it by
 * `nativeOrderPlacement`. With `payments`, orders can be paid online.
 */
export function nativeCheckout(
  payload: () => Promise<Payload>,
  cart: CartApi,
  links: OrderLinks,
  options: OrderPlacementOptions = {},
): CheckoutApi {
  const payments = options.payments ?? null
  const place = nativeOrderPlacement(payload, cart, links, options)
  return {
    ...nativeOrderPayments(payload, payments),

    async details(shopper) {
      const instance = await payload()
      const owner = readSession(instance.secret, shopper.session)
      if (!owner) return null
      const doc = await findCart(instance, owner, shopper.locale, 0)
      const stored = doc?.checkout
      return isDetails(stored) ? stored : null
    },

    async setDetails(shopper, details) {
      if (!detailsAreComplete(details)) throw new CommerceError('details-required')
      const current = await cart.get(shopper)
      if (current.lines.length === 0) throw new CommerceError('cart-empty')
      // The delivery address says where the order goes: the cart follows it, with that
      // country's delivery costs and VAT (a discount code does not depend on the country).
      const country = detailsCountry(details, handoverOf(current)) ?? current.country
      const instance = await payload()
      const owner = shopperOwner(instance.secret, shopper)
      await inTransaction(instance, async (req) => {
        const locked = await lockCart(instance, req, owner, false)
        if (!locked) throw new CommerceError('cart-empty')
        await instance.update({
          collection: 'carts',
          id: locked.id,
          data: { checkout: details, country },
          depth: 0,
          req,
          overrideAccess: true,
        })
      })
    },

    async paymentMethods(shopper, known) {
      const current = known ?? (await cart.get(shopper))
      const online = payments
        ? await offeredOnline(payments.online, current.totals.total, shopper.locale)
        : []
      const own = paymentMethodsFor(handoverOf(current)).map((id) => ({
        id,
        label: ownPaymentLabels[id][shopper.locale],
      }))
      return [...online, ...own]
    },

    async placeOrder(shopper, input: PlaceOrderInput) {
      const instance = await payload()
      const owner = shopperOwner(instance.secret, shopper)
      return place(
        {
          owner,
          locale: shopper.locale,
          lock: (req) => lockCheckoutCart(instance, req, owner, shopper.locale),
          placed: (req, locked) => clearCheckedOutCart(instance, req, locked.id),
        },
        input,
      )
    },
  }
}
