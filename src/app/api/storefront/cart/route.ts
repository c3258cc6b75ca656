import { NextResponse } from 'next/server'

import { commerce } from '@/commerce'
import { currentShopper } from '@/lib/customer-session'

/** The cart badge's number, always live. */
export async function GET() {
  const itemCount = await commerce.cart.itemCount(await currentShopper('nl'))
  return NextResponse.json({ itemCount }, { headers: { 'Cache-Control': 'private, no-store' } })
}
