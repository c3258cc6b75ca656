import { type NextRequest, NextResponse } from 'next/server'

import { commerce } from '@/commerce'
import { isLocale } from '@/i18n/locales'

const MAX_QUERY_LENGTH = 100

/** Typeahead for the search box: a few products whose words start as the query's do. */
export async function GET(request: NextRequest) {
  const q = (request.nextUrl.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)
  const locale = request.nextUrl.searchParams.get('locale')
  if (!isLocale(locale)) return NextResponse.json({ error: 'unknown locale' }, { status: 400 })
  const suggestions = q ? await commerce.catalog.suggest(q, locale, 6) : []
  return NextResponse.json(
    { suggestions },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } },
  )
}
