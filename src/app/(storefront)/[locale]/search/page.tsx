import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { parseListParams } from '@/commerce/rules/list-params'
import { searchText } from '@/commerce/rules/search-terms'
import { SearchScreen, searchMetadata } from '@/components/catalog/search-screen'
import { isLocale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) => searchMetadata(params)

// Rendered per request: any words at all. The shop's common searches are served from cache
// instead, by search/[view] (src/routing/list-views.ts).
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const q = searchText(Array.isArray(query.q) ? query.q[0] : query.q)
  const { page } = parseListParams(query)
  return <SearchScreen locale={locale} q={q} page={page} />
}
