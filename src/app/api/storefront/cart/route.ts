import { type NextRequest, NextResponse } from 'next/server'

import { CommerceError } from '@/commerce/provider'
import { cartScreenData } from '@/components/cart/cart-screen-data'
import { isLocale } from '@/i18n/locales'

const privately = { 'Cache-Control': 'private, no-store' }

/**
 * The shopper's cart screen (src/components/cart/cart-screen.tsx) in `?locale=`: the cart page
 * itself is the same for everybody and served from cache (docs/adr/0036). Always live.
 */
export async function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get('locale')
  if (!isLocale(locale))
    return NextResponse.json({ error: 'unknown-locale' }, { status: 404, headers: privately })
  try {
    return NextResponse.json(await cartScreenData(locale), { headers: privately })
  } catch (error) {
    // The backend does not answer: the screen says so and offers to try again.
    if (error instanceof CommerceError && error.code === 'backend-unavailable')
      return NextResponse.json(
        { error: 'backend-unavailable' },
        { status: 503, headers: { ...privately, 'Retry-After': '15' } },
      )
    throw error
  }
}
