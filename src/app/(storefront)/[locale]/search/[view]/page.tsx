import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { SearchScreen, searchMetadata } from '@/components/catalog/search-screen'
import { commonSearches } from '@/content/settings'
import { isLocale } from '@/i18n/locales'
import { searchFromView } from '@/routing/list-views'

type Props = { params: Promise<{ locale: string; view: string }> }

// The results of one of the shop's common searches (a page of them), which visitors reach with
// the query string (src/routing/list-views.ts); cached. Any other search is a 404 here, so that
// nobody can fill the cache with arbitrary words; the page expires with the shop settings.
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = ({ params }: Props) => searchMetadata(params)

export default async function SearchViewPage({ params }: Props) {
  const { locale, view } = await params
  const search = searchFromView(view)
  if (!isLocale(locale) || !search || !(await commonSearches()).has(search.q)) notFound()
  setRequestLocale(locale)
  return <SearchScreen locale={locale} q={search.q} page={search.page} />
}
