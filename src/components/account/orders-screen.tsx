'use client'

import { useTranslations } from 'next-intl'

import { formatMoney, numberLocale } from '@/commerce/rules/money'
import type { OrderSummary } from '@/commerce/types'
import { OrderStatuses } from '@/components/checkout/order-statuses'
import { OwnReadPending } from '@/components/shopper/own-read-pending'
import { useCustomerRead } from '@/components/shopper/use-customer-read'
import { dateTimeFormat } from '@/i18n/formatters'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'

import { OrderAgain } from './order-again'

/**
 * The signed-in customer's orders, newest first, each with its statuses: read after the page
 * (the same for everybody) has loaded. A visitor nobody signed in goes to sign in, and back.
 */
export function OrdersScreen({ locale }: { locale: Locale }) {
  const t = useTranslations('orders')
  const { data, failure, reload } = useCustomerRead<{ orders: OrderSummary[] }>(
    `/api/storefront/account/orders?locale=${locale}`,
    '/account/orders',
    locale,
  )
  if (!data) return <OwnReadPending failure={failure} reload={reload} loading={t('loading')} />

  const date = dateTimeFormat(numberLocale[locale], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE })
  return (
    <>
      {data.orders.length === 0 ? <p>{t('none')}</p> : null}
      <ul className="space-y-4">
        {data.orders.map((order) => (
          <li key={order.id} data-testid="my-order" className="space-y-2 rounded border p-4">
            <p className="flex flex-wrap justify-between gap-2">
              <strong>{order.number}</strong>
              <span>{t('placedOn', { date: date.format(new Date(order.createdAt)) })}</span>
              <span>{formatMoney(order.total, locale)}</span>
            </p>
            <OrderStatuses order={order} />
            <Link
              href={{ pathname: '/orderdetails/[orderId]', params: { orderId: order.id } }}
              className="underline"
            >
              {t('view')}
            </Link>
            <OrderAgain orderId={order.id} />
          </li>
        ))}
      </ul>
    </>
  )
}
