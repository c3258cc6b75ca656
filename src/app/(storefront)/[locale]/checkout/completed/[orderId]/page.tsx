import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { commerce } from '@/commerce'
import { OrderView } from '@/components/checkout/order-view'
import { isLocale } from '@/i18n/locales'
import { currentShopper } from '@/lib/customer-session'

type Props = { params: Promise<{ locale: string; orderId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return { title: t('completedTitle'), robots: { index: false } }
}

/** Right after placing: only the shopper who placed the order sees it here. */
export default async function CompletedPage({ params }: Props) {
  const { locale, orderId } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const order = await commerce.orders.get(await currentShopper(locale), orderId)
  if (!order) notFound()
  const t = await getTranslations('checkout')
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-dark">{t('completedTitle')}</h1>
      <p>{t('mailSent', { email: order.email })}</p>
      <OrderView order={order} locale={locale} />
    </main>
  )
}
