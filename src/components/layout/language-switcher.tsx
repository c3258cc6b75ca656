'use client'

import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'

const LanguageLinks = lazy(() => import('./language-links'))

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
      <Suspense fallback={null}>
        <LanguageLinks search={search} />
      </Suspense>
    </>
  )
}

function QueryReader({ onSearch }: { onSearch: (search: string) => void }) {
  const search = useSearchParams().toString()
  useEffect(() => onSearch(search), [search, onSearch])
  return null
}
