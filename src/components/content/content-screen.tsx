import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { findPage } from '@/content/pages'
import { type PageKey, screenOfPage } from '@/content/preview-path'
import { seoMetadata } from '@/content/seo-metadata'
import { alternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'

import { ContentView } from './content-view'

type Props = { params: Promise<{ locale: string }> }

/** A screen of the shop whose content is the page an editor keeps under `key`. */
export function contentScreen(key: PageKey) {
  const pathname = screenOfPage[key]

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const page = await findPage(key, locale)
    return {
      ...seoMetadata({
        // The home page keeps the shop's name as its title unless the editor gives it one.
        title: page?.seoTitle || (key !== 'home' ? page?.title : null),
        description: page?.description,
        image: page?.shareImage,
      }),
      alternates: alternates(pathname, {}, locale),
    }
  }

  async function Page({ params }: Props) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const draft = (await draftMode()).isEnabled
    const page = await findPage(key, locale, { draft })
    if (!page) notFound()
    return <ContentView page={page} locale={locale} draft={draft} />
  }

  return { Page, generateMetadata }
}
