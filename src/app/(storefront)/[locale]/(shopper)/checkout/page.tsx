import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { CheckoutScreen } from '@/components/checkout/checkout-screen'
import { OwnReadLoading } from '@/components/shopper/own-read-loading'
import { NeedsScript } from '@/components/shopper/needs-script'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = { params: Promise<{ locale: string }> }

// The same for every visitor, served from cache: the shopper's details and order are read by the
// page in the browser (docs/adr/0036).
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = screenMetadata('checkout', '/checkout')

/** Checkout: the shopper's details, then confirming and paying. */
export default async function CheckoutPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [screens, t] = await Promise.all([getTranslations('screens'), getTranslations('checkout')])
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <NeedsScript />
      {/* The screen reads `?as=` and `?step=` from the address, which a page the same for
          everybody reads only in the browser. */}
      <Suspense
        fallback={<OwnReadLoading title={screens('checkout')}>{t('loading')}</OwnReadLoading>}
      >
        <CheckoutScreen locale={locale} title={screens('checkout')} />
      </Suspense>
    </main>
  )
}
