import type { NextRequest } from 'next/server'

import { checkoutScreenData } from '@/components/checkout/checkout-screen-data'
import { ownReadResponse } from '@/lib/own-read-response'

/**
 * The shopper's checkout screen (src/components/checkout/checkout-screen.tsx), with the page's
 * `as` and `step`: the checkout page itself is the same for everybody (docs/adr/0036).
 */
export const GET = (request: NextRequest) => {
  const query = request.nextUrl.searchParams
  return ownReadResponse(request.nextUrl, (locale) =>
    checkoutScreenData(locale, { as: query.get('as'), step: query.get('step') }),
  )
}
