import { getTranslations } from 'next-intl/server'

import { printedIban } from '@/commerce/rules/bank-account'
import { CartTotals } from '@/components/cart/cart-totals'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'
import { formatDay, formatLineQuantity, formatMoney, numberLocale } from '@/commerce/rules/money'
import { isOnlineMethod } from '@/commerce/rules/online-payment'
import type { Order } from '@/commerce/types'
import { siteFrame } from '@/content/settings'
import { dateTimeFormat } from '@/i18n/formatters'
import type { Locale } from '@/i18n/locales'

import { AddressSummary } from './address-summary'
import { handoverText } from './handover-text'
import { OrderStatuses } from './order-statuses'

/** A placed order: its number, how to pay it, where and when it goes, and what it holds. */
export async function OrderView({ order, locale }: { order: Order; locale: Locale }) {
  const [t, cartWords, orderWords, frame] = await Promise.all([
    getTranslations({ locale, namespace: 'checkout' }),
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'orders' }),
    siteFrame(locale),
  ])
  const placedOn = dateTimeFormat(numberLocale[locale], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(order.createdAt))
  const bank = frame.settings.bankTransfer
  const total = formatMoney(order.total, locale)
  const { deliveryMethod: method, deliveryDate: date, timeWindow } = order
  return (
    <div className="space-y-6">
      <p className="text-lg" data-testid="order-number">
        {t('orderNumber', { number: order.number })}
      </p>
      <p data-testid="order-date">{orderWords('placedOn', { date: placedOn })}</p>
      <p data-testid="order-total">{t('total', { amount: total })}</p>
      <OrderStatuses order={order} />
      {order.payment.method === 'banktransfer' && order.payment.reference ? (
        <section className="space-y-2 rounded border border-neutral-200 p-4">
          <h2 className="text-xl font-semibold">{t('transferTitle')}</h2>
          <p>{t('transferText', { amount: total })}</p>
          <p className="font-mono text-lg" data-testid="payment-reference">
            {order.payment.reference}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4">
            <dt>{t('accountHolder')}</dt>
            <dd>{bank?.accountHolder}</dd>
            <dt>IBAN</dt>
            <dd data-testid="iban">{bank?.iban ? printedIban(bank.iban) : ''}</dd>
            <dt>BIC</dt>
            <dd>{bank?.bic}</dd>
          </dl>
        </section>
      ) : isOnlineMethod(order.payment.method) ? (
        <p data-testid="online-payment">
          {order.paymentStatus === 'paid'
            ? t('payment.paidOnline', { amount: total })
            : t('payment.payOnline', { amount: total })}
        </p>
      ) : (
        <p>{t('payAtPickup', { amount: total })}</p>
      )}
      {method && date && timeWindow ? (
        <section>
          <h2 className="mb-2 text-xl font-semibold">
            {handoverText(t, method, formatDay(date, locale), timeWindow, locale)}
          </h2>
          {order.shippingAddress ? (
            <AddressSummary address={order.shippingAddress} locale={locale} />
          ) : null}
        </section>
      ) : (
        <section>
          <h2 className="mb-2 text-xl font-semibold">{cartWords('vouchersOnly.title')}</h2>
          <p>{cartWords('vouchersOnly.text')}</p>
        </section>
      )}
      <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
        {order.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4 py-2">
            <span data-testid="order-line-quantity">
              {formatLineQuantity(line.quantity, line.unit, locale)} {line.name}
            </span>
            <span>{formatMoney(line.total, locale)}</span>
          </li>
        ))}
      </ul>
      <CartTotals totals={order.totals} method={order.deliveryMethod} locale={locale} />
    </div>
  )
}
