import { useTranslations } from 'next-intl'

import { handoverOf } from '@/commerce/rules/handover'
import { formatDay, formatLineQuantity, formatMoney } from '@/commerce/rules/money'
import type { BookingOptions, Cart, CheckoutDetails, PaymentOption } from '@/commerce/types'
import { CartSums } from '@/components/cart/cart-sums'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { AddressSummary } from './address-summary'
import { handoverText } from './handover-text'
import { PlaceOrder } from './place-order'

export type ConfirmOrderProps = {
  cart: Cart
  details: CheckoutDetails
  /** The ways to pay offered for this cart. */
  methods: PaymentOption[]
  windows: BookingOptions['windows']
}

/** The last step: addresses, date, lines, totals, the way to pay, and the button. */
export function ConfirmOrder({
  cart,
  details,
  methods,
  windows,
  locale,
}: ConfirmOrderProps & { locale: Locale }) {
  const t = useTranslations('checkout')
  const cartWords = useTranslations('cart')
  const handover = handoverOf(cart)
  return (
    <div className="space-y-8">
      <section className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="mb-2 text-xl font-semibold">{t('billingTitle')}</h2>
          <AddressSummary address={details.billing} locale={locale} />
        </div>
        {handover ? (
          <div>
            <h2 className="mb-2 text-xl font-semibold">
              {handoverText(
                t,
                handover,
                formatDay(cart.deliveryDate!, locale),
                windows[handover],
                locale,
              )}
            </h2>
            {handover === 'delivery' ? (
              <AddressSummary address={details.shipping ?? details.billing} locale={locale} />
            ) : null}
          </div>
        ) : (
          <div>
            <h2 className="mb-2 text-xl font-semibold">{cartWords('vouchersOnly.title')}</h2>
            <p>{cartWords('vouchersOnly.text')}</p>
          </div>
        )}
        <Link href={{ pathname: '/checkout', query: { step: 'details' } }} className="underline">
          {t('change')}
        </Link>
      </section>
      <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
        {cart.lines.map((line) => (
          <li key={line.id} data-testid="order-line" className="flex justify-between gap-4 py-2">
            <span>
              {formatLineQuantity(line.quantity, line.product.unit, locale)} {line.product.name}
            </span>
            <span>{formatMoney(line.lineTotal, locale)}</span>
          </li>
        ))}
        {cart.gift ? (
          <li data-testid="gift-line" className="flex justify-between gap-4 py-2">
            <span>1 × {cart.gift.name}</span>
            <span>{t('giftLine')}</span>
          </li>
        ) : null}
      </ul>
      <CartSums cart={cart} locale={locale} />
      <PlaceOrder methods={methods} expectedTotal={cart.totals.total.amount} />
    </div>
  )
}
