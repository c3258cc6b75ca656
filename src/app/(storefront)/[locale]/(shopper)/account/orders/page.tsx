import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { requireCustomer } from '@/auth/require-customer'
import { commerce } from '@/commerce'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'
import { formatMoney, numberLocale } from '@/commerce/rules/money'
import { OrderAgain } from '@/components/account/order-again'
import { OrderStatuses } from '@/components/checkout/order-statuses'
import { dateTimeFormat } from '@/i18n/formatters'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = screenMetadata('accountOrders', '/account/orders')

/** The customer's orders, newest first, each with its statuses. */
export default async function AccountOrdersPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const customer = await requireCustomer(locale, '/account/orders')
  const [screens, t, orders] = await Promise.all([
    getTranslations('screens'),
    getTranslations('orders'),
    commerce.orders.list(customer.session),
  ])
  const date = dateTimeFormat(numberLocale[locale], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  })
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{screens('accountOrders')}</h1>
      {orders.length === 0 ? <p>{t('none')}</p> : null}
      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.id} data-testid="my-order" className="space-y-2 rounded border p-4">
            <p className="flex flex-wrap justify-between gap-2">
              <strong>{order.number}</strong>
              <span>{t('placedOn', { date: date.format(new Date(order.createdAt)) })}</span>
              <span>{formatMoney(order.total, locale)}</span>
            </p>
            <OrderStatuses order={order} locale={locale} />
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
    </main>
  )
}
