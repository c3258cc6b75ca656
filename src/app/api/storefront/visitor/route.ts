import { NextResponse } from 'next/server'

import { currentCustomer, currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'

import type { Visitor } from '@/components/layout/visitor'

/**
 * What the header shows of this visitor on pages that are the same for everybody (and served
 * from cache): the cart badge's number and the signed-in customer's name. Always live.
 */
export async function GET() {
  const read = await Promise.all([
    currentCustomer(),
    currentShopper('nl').then((shopper) => commerce.cart.itemCount(shopper)),
  ]).catch((error: unknown) => {
    // The backend does not answer: the badge keeps what it showed.
    if (error instanceof CommerceError && error.code === 'backend-unavailable') return null
    throw error
  })
  if (!read)
    return NextResponse.json(
      { error: 'backend-unavailable' },
      { status: 503, headers: { 'Cache-Control': 'private, no-store', 'Retry-After': '15' } },
    )
  const [customer, itemCount] = read
  const visitor: Visitor = {
    itemCount,
    customer: customer ? { firstName: customer.firstName, lastName: customer.lastName } : null,
  }
  return NextResponse.json(visitor, { headers: { 'Cache-Control': 'private, no-store' } })
}
