import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteHeader } from '@/components/layout/site-header'
import { routing } from '@/i18n/routing'
import { requestOrigin } from '@/lib/request-origin'

import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(await requestOrigin()),
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    robots: { index: false, follow: false },
  }
}

export default async function StorefrontLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)

  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans text-neutral-900 antialiased">
        <NextIntlClientProvider>
          <SiteHeader locale={locale} />
          <div id="main">{children}</div>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
