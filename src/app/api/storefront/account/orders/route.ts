import type { NextRequest } from 'next/server'

import { currentCustomer } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { ownReadResponse } from '@/lib/own-read-response'

/** The signed-in customer's orders, newest first (src/components/account/orders-screen.tsx). */
export const GET = (request: NextRequest) =>
  ownReadResponse(request.nextUrl, async () => {
    const customer = await currentCustomer()
    return customer ? { orders: await commerce.orders.list(customer.session) } : null
  })
