import 'server-only'

import { headers } from 'next/headers'

import type { Customer } from '@/payload-types'

import { payloadClient } from './payload'

/** The signed-in shop customer of this request, or null (staff sessions do not count). */
export async function currentCustomer(): Promise<Customer | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'customers' ? (user as Customer) : null
}
