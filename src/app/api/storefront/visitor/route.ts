import { NextResponse } from 'next/server'

import { commerce } from '@/commerce'
import { currentCustomer, currentShopper } from '@/lib/customer-session'

import type { Visitor } from '@/components/layout/visitor'

/**
 * What the header shows of this visitor on pages that are the same for everybody (and served
 * from cache): the cart badge's number and the signed-in customer's name. Always live.
 */
export async function GET() {
  const [customer, itemCount] = await Promise.all([
    currentCustomer(),
    currentShopper('nl').then((shopper) => commerce.cart.itemCount(shopper)),
  ])
  const visitor: Visitor = {
    itemCount,
    customer: customer ? { firstName: customer.firstName, lastName: customer.lastName } : null,
  }
  return NextResponse.json(visitor, { headers: { 'Cache-Control': 'private, no-store' } })
}
