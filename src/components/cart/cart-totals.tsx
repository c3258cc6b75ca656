import { useTranslations } from 'next-intl'

import { formatMoney } from '@/commerce/rules/money'
import type { DeliveryMethod, OrderTotals } from '@/commerce/types'
import { numberLocale } from '@/commerce/rules/money'
import { numberFormat } from '@/i18n/formatters'
import type { Locale } from '@/i18n/locales'

type Props = {
  totals: OrderTotals
  /** How the order is handed over; null (and no shipping) for gift vouchers only. */
  method: DeliveryMethod | null
  locale: Locale
  discountCode?: string | null
}

/** Subtotal, delivery or pickup, the discount, the VAT included per rate, and the total. */
export function CartTotals({ totals, method, locale, discountCode }: Props) {
  const t = useTranslations('cart')
  const percent = numberFormat(numberLocale[locale], { maximumFractionDigits: 1 })
  return (
    <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      <dt>{t('subtotal')}</dt>
      <dd className="text-right">{formatMoney(totals.subtotal, locale)}</dd>
      {totals.shipping ? (
        <>
          <dt>{t(method === 'pickup' ? 'shippingPickup' : 'shippingDelivery')}</dt>
          <dd className="text-right" data-testid="cart-shipping">
            {totals.shipping.amount === 0
              ? t('shippingFree')
              : formatMoney(totals.shipping, locale)}
          </dd>
        </>
      ) : null}
      {totals.discount.amount > 0 ? (
        <>
          <dt>{discountCode ? t('discountWithCode', { code: discountCode }) : t('discount')}</dt>
          <dd className="text-right" data-testid="cart-discount">
            −{formatMoney(totals.discount, locale)}
          </dd>
        </>
      ) : null}
      {totals.vat.map((vat) => (
        <div key={vat.rate} className="contents text-sm text-neutral-600" data-testid="cart-vat">
          <dt>{t('vatIncluded', { rate: percent.format(vat.rate) })}</dt>
          <dd className="text-right">{formatMoney(vat.amount, locale)}</dd>
        </div>
      ))}
      {totals.giftCards.map((card) => (
        <div key={card.code} className="contents" data-testid="cart-gift-card">
          <dt>
            {t('giftCard.used', { code: card.code })}
            <span className="block text-sm text-neutral-600">
              {t('giftCard.remaining', { amount: formatMoney(card.remaining, locale) })}
            </span>
          </dt>
          <dd className="text-right">−{formatMoney(card.amount, locale)}</dd>
        </div>
      ))}
      <dt className="text-lg font-bold">{t('total')}</dt>
      <dd className="text-right text-lg font-bold" data-testid="cart-total">
        {formatMoney(totals.total, locale)}
      </dd>
    </dl>
  )
}
