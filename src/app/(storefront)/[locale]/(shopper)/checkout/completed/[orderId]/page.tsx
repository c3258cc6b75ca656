import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { paymentProgress } from '@/commerce/rules/online-payment'
import { OrderView } from '@/components/checkout/order-view'
import { PaymentProgressNotice } from '@/components/checkout/payment-progress'
import { alternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; orderId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderId } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return {
    title: t('completedTitle'),
    robots: { index: false },
    alternates: alternates('/checkout/completed/[orderId]', { orderId }, locale),
  }
}

/**
 * Right after placing, and where the payment provider sends the shopper back: only the shopper
 * who placed the order sees it here, with its payment as it really stands.
 */
export default async function CompletedPage({ params }: Props) {
  const { locale, orderId } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const shopper = await currentShopper(locale)
  // Back from paying before the provider's webhook came in: ask the provider once.
  await commerce.payments?.refreshPayment(shopper, orderId)
  const order = await commerce.orders.get(shopper, orderId)
  if (!order) notFound()
  const t = await getTranslations('checkout')
  const progress = paymentProgress({
    ...order,
    method: order.payment.method,
    online: order.payment.online,
  })
  const settled = progress === 'paid' || progress === 'offline'
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      {settled ? (
        <>
          <h1 className="text-3xl font-bold text-brand-dark">{t('completedTitle')}</h1>
          <p>{t('mailSent', { email: order.email })}</p>
        </>
      ) : (
        <PaymentProgressNotice
          order={order}
          progress={progress}
          shopper={shopper}
          locale={locale}
        />
      )}
      <OrderView order={order} locale={locale} />
    </main>
  )
}
