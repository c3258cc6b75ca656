import type { NextRequest } from 'next/server'

import { cartScreenData } from '@/components/cart/cart-screen-data'
import { ownReadResponse } from '@/lib/own-read-response'

/**
 * The shopper's cart screen (src/components/cart/cart-screen.tsx): the cart page itself is the
 * same for everybody and served from cache (docs/adr/0036).
 */
export const GET = (request: NextRequest) => ownReadResponse(request.nextUrl, cartScreenData)
