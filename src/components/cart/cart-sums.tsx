import type { Cart } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

import { CartTotals } from './cart-totals'
import { GiftNote } from './gift-note'

/** A cart's totals and, below them, the gift it earns or how far off the next one is. */
export function CartSums({ cart, locale }: { cart: Cart; locale: Locale }) {
  return (
    <>
      <CartTotals
        totals={cart.totals}
        method={cart.deliveryMethod}
        locale={locale}
        discountCode={cart.discountCode}
      />
      <GiftNote cart={cart} locale={locale} />
    </>
  )
}
