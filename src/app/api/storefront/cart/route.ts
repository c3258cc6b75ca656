import { NextResponse } from 'next/server'

import { commerce } from '@/commerce'
import { currentShopper } from '@/lib/customer-session'

/** The cart badge's number, always live. */
export async function GET() {
  const cart = await commerce.cart.get(await currentShopper('nl'))
  return NextResponse.json(
    { itemCount: cart.itemCount },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
