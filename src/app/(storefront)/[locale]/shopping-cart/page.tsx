import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { CartScreen } from '@/components/cart/cart-screen'
import { cartShopTexts } from '@/components/cart/cart-screen-data'
import { OwnReadLoading } from '@/components/shopper/own-read-loading'
import { NeedsScript } from '@/components/shopper/needs-script'
import { cartNamespaces } from '@/i18n/client-messages'
import { ClientMessages } from '@/i18n/client-messages-provider'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = { params: Promise<{ locale: string }> }

// The same for every visitor, served from cache with what the cart says about delivery, which
// expires with the shop settings: the shopper's cart is read by the page in the browser
// (docs/adr/0036).
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = screenMetadata('cart', '/shopping-cart')

export default async function CartPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, shop] = await Promise.all([getTranslations('cart'), cartShopTexts(locale)])
  return (
    <ClientMessages namespaces={cartNamespaces}>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        <NeedsScript />
        {/* The screen reads the checkout's word on why it sent the shopper back (`?problem=`)
            from the address, which a page the same for everybody reads only in the browser. */}
        <Suspense fallback={<OwnReadLoading title={t('title')}>{t('loading')}</OwnReadLoading>}>
          <CartScreen locale={locale} title={t('title')} shop={shop} />
        </Suspense>
      </main>
    </ClientMessages>
  )
}
