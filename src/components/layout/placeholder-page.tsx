import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { alternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import type { getPathname } from '@/i18n/navigation'
import { requireCustomer } from '@/lib/require-customer'

import { type PlaceholderScreen, placeholderScreens } from './placeholder-screens'

type Props = { params: Promise<Record<string, string>> }
type Href = Parameters<typeof getPathname>[0]['href']

/** A screen of the route table whose main content arrives later; it says so, translated. */
export function placeholderPage(screen: PlaceholderScreen) {
  const { pathname, signedIn } = placeholderScreens[screen]

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, ...routeParams } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'screens' })
    return { title: t(screen), alternates: alternates(pathname, routeParams, locale) }
  }

  async function Page({ params }: Props) {
    const { locale, ...routeParams } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    if (signedIn) await requireCustomer(locale, { pathname, params: routeParams } as Href)
    const [title, placeholder] = await Promise.all([
      getTranslations('screens'),
      getTranslations('placeholder'),
    ])
    return (
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-brand-dark">{title(screen)}</h1>
        <p className="mt-4 text-neutral-700">{placeholder('text')}</p>
      </main>
    )
  }

  return { Page, generateMetadata }
}
