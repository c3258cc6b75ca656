'use client'

import { useParams, usePathname, useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type ComponentProps, Suspense, useEffect, useState } from 'react'

import { setLanguage } from '@/app/actions/set-language'
import { type Locale, localeLabels, locales } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { rememberLocale } from '@/i18n/remember-locale'
import { routeOfPath } from '@/i18n/paths'
import { listAddressOf } from '@/routing/view-screens'

import { useAlternateParams, useAlternatePaths } from './language-alternates'

type Href = ComponentProps<typeof Link>['href']

/**
 * Links to the current screen in the other languages, with its parameters and query. A screen
 * whose slug differs per language (a product, a category) gives its slugs through
 * `LanguageAlternates`, so each link goes straight to that language's address. Pages served from
 * cache have no query: the links get it in the browser.
 *
 * The query is read beside the links, not around them: a boundary that waits for the query is
 * replaced in the browser, and a click that lands while it is replaced hits a removed link and
 * goes nowhere.
 */
export function LanguageSwitcher() {
  // A string, so that an unchanged query (most pages have none) does not render the links again.
  const [search, setSearch] = useState('')
  return (
    <>
      <Suspense fallback={null}>
        <QueryReader onSearch={setSearch} />
      </Suspense>
      <LanguageLinks search={search} />
    </>
  )
}

function QueryReader({ onSearch }: { onSearch: (search: string) => void }) {
  const search = useSearchParams().toString()
  useEffect(() => onSearch(search), [search, onSearch])
  return null
}

function LanguageLinks({ search }: { search: string }) {
  const t = useTranslations('header')
  const current = useLocale()
  // The route from the shop's own table: next-intl's hook would bring its navigation along.
  const pathname = routeOfPath(usePathname())
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
              // Never fetched ahead: that answer would come with the current language's cookie.
              prefetch={false}
              onClick={() => {
                if (locale !== current) rememberLocale(locale)
                void setLanguage(locale)
              }}
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
