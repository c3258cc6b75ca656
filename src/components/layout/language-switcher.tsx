'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react'

import { setLanguage } from '@/app/actions/set-language'
import { IntentLink } from '@/i18n/intent-link'
import { type Locale, localeLabels, locales } from '@/i18n/locales'
import { rememberLocale } from '@/i18n/remember-locale'

import {
  alternatesSnapshot,
  homesSnapshot,
  linkPath,
  subscribeToAlternates,
} from './language-alternates'

type Props = { current: Locale; label: string }

/**
 * Links to the current page in the other languages, with its query. The addresses are the
 * page's own alternates from its metadata (docs/adr/0033): the header needs no table of the
 * shop's paths or slugs in the browser. Pages served from cache have no query: the links get it
 * in the browser.
 *
 * The query is read beside the links, not around them: a boundary that waits for the query is
 * replaced in the browser, and a click that lands while it is replaced hits a removed link and
 * goes nowhere.
 */
export function LanguageSwitcher(props: Props) {
  // A string, so that an unchanged query (most pages have none) does not render the links again.
  const [search, setSearch] = useState('')
  return (
    <>
      <Suspense fallback={null}>
        <QueryReader onSearch={setSearch} />
      </Suspense>
      <LanguageLinks {...props} search={search} />
    </>
  )
}

function QueryReader({ onSearch }: { onSearch: (search: string) => void }) {
  const search = useSearchParams().toString()
  useEffect(() => onSearch(search), [search, onSearch])
  return null
}

function LanguageLinks({ current, label, search }: Props & { search: string }) {
  const paths = JSON.parse(
    useSyncExternalStore(subscribeToAlternates, alternatesSnapshot, homesSnapshot),
  ) as Record<Locale, string>
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <IntentLink
              href={`${linkPath(paths[locale], locale)}${search ? `?${search}` : ''}`}
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
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
