import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CookieBanner } from '@/components/layout/cookie-banner'
import { errorScreenTexts } from '@/components/layout/error-screen-texts'
import { ErrorTexts } from '@/components/layout/error-texts'
import { LazyDeploymentWatcher } from '@/components/layout/lazy-deployment-watcher'
import { NoticeBar } from '@/components/layout/notice-bar'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { siteFrame } from '@/content/settings'
import { isLocale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { routing } from '@/i18n/routing'
import { currentBuildId } from '@/lib/build-id'
import { requestOrigin } from '@/lib/request-origin'

import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, frame] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    siteFrame(locale),
  ])
  const indexing = frame.settings.indexing === true
  return {
    metadataBase: new URL(await requestOrigin()),
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    robots: { index: indexing, follow: indexing },
  }
}

export default async function StorefrontLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [frame, errors] = await Promise.all([
    siteFrame(locale),
    getTranslations({ locale, namespace: 'errors' }),
  ])
  const privacyHref = getPathname({ href: '/privacy-policy', locale })

  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col font-sans text-neutral-900 antialiased">
        {/* First in the page, so that a visitor who has not chosen yet sees the question in the
              first paint rather than once the whole page is read. */}
        <CookieBanner
          locale={locale}
          tagManagerId={frame.settings.tagManagerId ?? null}
          privacyHref={privacyHref}
        />
        <NoticeBar banner={frame.banner} />
        <SiteHeader locale={locale} frame={frame} />
        <div id="main" className="flex-1">
          <ErrorTexts texts={errorScreenTexts(errors)}>{children}</ErrorTexts>
        </div>
        <SiteFooter locale={locale} frame={frame} />
        <LazyDeploymentWatcher buildId={currentBuildId()} />
      </body>
    </html>
  )
}
