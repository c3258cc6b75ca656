import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { OrdersScreen } from '@/components/account/orders-screen'
import { NeedsScript } from '@/components/shopper/needs-script'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = { params: Promise<{ locale: string }> }

// The same for every visitor, served from cache: the customer's orders are read by the page in
// the browser (docs/adr/0036).
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = screenMetadata('accountOrders', '/account/orders')

/** The customer's orders, newest first, each with its statuses. */
export default async function AccountOrdersPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const screens = await getTranslations('screens')
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{screens('accountOrders')}</h1>
      <NeedsScript />
      <OrdersScreen locale={locale} />
    </main>
  )
}
