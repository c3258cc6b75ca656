import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { OrderAgain } from '@/components/account/order-again'
import { OrderView } from '@/components/checkout/order-view'
import { alternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import { invoiceHref, orderDocumentHref } from '@/lib/invoice-download'

type Props = {
  params: Promise<{ locale: string; orderId: string }>
  searchParams: Promise<{ token?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderId } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'screens' })
  return {
    title: t('orderDetails'),
    robots: { index: false },
    alternates: alternates('/orderdetails/[orderId]', { orderId }, locale),
  }
}

/** One order, for its owner, or for whoever follows the signed link in its e-mail. */
export default async function OrderDetailsPage({ params, searchParams }: Props) {
  const { locale, orderId } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { token } = await searchParams
  const accessToken = typeof token === 'string' ? token : undefined
  const shopper = await currentShopper(locale)
  const order = await commerce.orders.get(shopper, orderId, accessToken)
  if (!order) notFound()
  // The e-mail's link opens the order for anyone; only its own shopper may order it again.
  const own = accessToken === undefined || (await commerce.orders.get(shopper, orderId)) !== null
  const [t, orders] = await Promise.all([getTranslations('screens'), getTranslations('orders')])
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-dark">{t('orderDetails')}</h1>
      <OrderView order={order} locale={locale} />
      {own ? <OrderAgain orderId={order.id} /> : null}
      {order.invoice ? (
        <a
          href={invoiceHref(order.id, accessToken)}
          download
          className="inline-block underline"
          data-testid="invoice-link"
        >
          {orders('invoice', { number: order.invoice.number })}
        </a>
      ) : null}
      {order.creditNote ? (
        <a
          href={orderDocumentHref(order.id, 'credit-note', { token: accessToken })}
          download
          className="block underline"
          data-testid="credit-note-link"
        >
          {orders('creditNote', { number: order.creditNote.number })}
        </a>
      ) : null}
    </main>
  )
}
