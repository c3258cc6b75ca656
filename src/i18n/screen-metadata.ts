import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type messages from './messages/nl.json'
import { alternates } from './alternates'
import { isLocale } from './locales'
import type { AppPathname } from './pathnames'

type Screen = keyof (typeof messages)['screens']

/** `generateMetadata` of a screen without parameters: its title and its other languages. */
export const screenMetadata =
  (screen: Screen, pathname: AppPathname) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'screens' })
    return { title: t(screen), alternates: alternates(pathname, {}, locale) }
  }
