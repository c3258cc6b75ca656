import { NextResponse } from 'next/server'

import { CommerceError } from '@/commerce/provider'
import { isLocale, type Locale } from '@/i18n/locales'

const privately = { 'Cache-Control': 'private, no-store' }

/**
 * The answer of a route that reads a shopper's own part of a page the same for everybody
 * (src/components/shopper/use-own-read.ts): `read` in the `?locale=` asked, never cached;
 * 404 for an unknown language, 401 when `read` finds nobody signed in (null), 503 when the
 * commerce backend does not answer.
 */
export async function ownReadResponse<T>(
  url: URL,
  read: (locale: Locale) => Promise<T | null>,
): Promise<NextResponse> {
  const locale = url.searchParams.get('locale')
  if (!isLocale(locale))
    return NextResponse.json({ error: 'unknown-locale' }, { status: 404, headers: privately })
  try {
    const data = await read(locale)
    if (data === null)
      return NextResponse.json({ error: 'signed-out' }, { status: 401, headers: privately })
    return NextResponse.json(data, { headers: privately })
  } catch (error) {
    if (error instanceof CommerceError && error.code === 'backend-unavailable')
      return NextResponse.json(
        { error: 'backend-unavailable' },
        { status: 503, headers: { ...privately, 'Retry-After': '15' } },
      )
    throw error
  }
}
