import { type NextRequest, NextResponse } from 'next/server'

import { lifetimes } from '@/cache/lifetimes'
import { commerce } from '@/commerce'
import { searchText } from '@/commerce/rules/search-terms'
import { isLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/localized-href'
import { productHref } from '@/i18n/product-href'

const { fresh, stale } = lifetimes.suggestions

/**
 * Typeahead for the search box: a few products whose words start as the query's do, each with
 * its address in the visitor's language.
 */
export async function GET(request: NextRequest) {
  const q = searchText(request.nextUrl.searchParams.get('q'))
  const locale = request.nextUrl.searchParams.get('locale')
  if (!isLocale(locale)) return NextResponse.json({ error: 'unknown locale' }, { status: 400 })
  const products = q ? await commerce.catalog.suggest(q, locale, 6) : []
  const suggestions = products.map((product) => ({
    ...product,
    path: localizedHref(productHref(product), locale),
  }))
  return NextResponse.json(
    { suggestions },
    { headers: { 'Cache-Control': `public, max-age=${fresh}, stale-while-revalidate=${stale}` } },
  )
}
