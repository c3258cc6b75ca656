import type { Customer, ShopperSession } from '../types'
import { type NopCustomerInfo, reshapeCustomer } from './customer-reshape'
import type { NopClient } from './http-client'
import { refusedWith } from './refusal'

/** Customer/Info for a token as the plugin answers it; null for a guest's or an unknown token. */
export async function customerInfoOf(
  client: NopClient,
  session: ShopperSession,
): Promise<NopCustomerInfo | null> {
  try {
    return await client.get<NopCustomerInfo>('Customer/Info', { token: session })
  } catch (error) {
    // A guest, or a token nopCommerce no longer knows (the request ran as anonymous).
    if (refusedWith(error, 400, 401)) return null
    throw error
  }
}

/** The customer a token speaks for, or null. */
export async function customerOf(
  client: NopClient,
  session: ShopperSession,
): Promise<Customer | null> {
  const info = await customerInfoOf(client, session)
  return info && reshapeCustomer(info)
}
