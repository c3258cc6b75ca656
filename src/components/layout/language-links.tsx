'use client'

import { useParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'

import { setLanguage } from '@/app/actions/set-language'
import { type Locale, localeLabels, locales } from '@/i18n/locales'
import { usePathname } from '@/i18n/client-navigation'
import { Link } from '@/i18n/navigation'
import { listAddressOf } from '@/routing/view-screens'

import { useAlternateParams, useAlternatePaths } from './language-alternates'

type Href = ComponentProps<typeof Link>['href']

/**
 * The language switcher's links: the current screen in every language, with its parameters and
 * `search`. They need the table of localized paths, so they come in a chunk of their own after
 * the page's first scripts; until then the links in the page's HTML work as they are
 * (docs/adr/0032).
 */
export default function LanguageLinks({ search }: { search: string }) {
  const t = useTranslations('header')
  const current = useLocale()
  const pathname = usePathname()
  const { locale: _, ...params } = useParams<Record<string, string>>()
  void _
  const alternateParams = useAlternateParams()
  const alternatePaths = useAlternatePaths()
  // A list served from its view page links to the list itself, its state in the query.
  const list = listAddressOf(pathname, params)
  const query = search ? Object.fromEntries(new URLSearchParams(search)) : (list?.query ?? {})
  const hrefIn = (locale: Locale) =>
    (alternatePaths
      ? { pathname: alternatePaths[locale], query }
      : list
        ? { pathname: list.pathname, params: alternateParams?.(locale) ?? list.params, query }
        : { pathname, params: alternateParams?.(locale) ?? params, query }) as Href

  return (
    <nav aria-label={t('language')}>
      <ul className="flex gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={hrefIn(locale)}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              title={localeLabels[locale]}
              onClick={() => void setLanguage(locale)}
              className="rounded px-2 py-1 uppercase aria-[current=true]:bg-brand aria-[current=true]:text-white"
            >
              {locale}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
