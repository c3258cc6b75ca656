import type { Customer, ShopperSession } from '../types'
import { type NopCustomerInfo, reshapeCustomer } from './customer-reshape'
import type { NopClient } from './http-client'
import { refusedWith } from './refusal'
import { readNopSession } from './session'

/** Common/GetLanguageSelector's answer (LanguageSelectorModelDto), camelCased. */
type NopLanguageSelector = { currentLanguageId: number }

/** Customer/Info for a session as the plugin answers it; null for a guest's or an unknown token. */
export async function customerInfoOf(
  client: NopClient,
  session: ShopperSession,
): Promise<NopCustomerInfo | null> {
  try {
    return await client.get<NopCustomerInfo>('Customer/Info', { token: session })
  } catch (error) {
    // 400: a guest ("Customer is not registered."); 401: a token nopCommerce no longer knows.
    if (refusedWith(error, 400, 401)) return null
    throw error
  }
}

/**
 * The customer a session speaks for, or null: its id is the one GetToken named (kept in the
 * session), as Customer/Info names nobody; the language is the customer's working language in
 * nopCommerce, which the storefront sets with every change of language (Common/SetLanguage).
 */
export async function customerOf(
  client: NopClient,
  session: ShopperSession,
): Promise<Customer | null> {
  const { customerId } = readNopSession(session)
  if (customerId === null) return null
  const [info, language] = await Promise.allSettled([
    customerInfoOf(client, session),
    client.get<NopLanguageSelector>('Common/GetLanguageSelector', { token: session }),
  ])
  if (info.status === 'rejected') throw info.reason
  if (!info.value) return null
  if (language.status === 'rejected') {
    if (refusedWith(language.reason, 401)) return null
    throw language.reason
  }
  return reshapeCustomer(customerId, info.value, language.value.currentLanguageId)
}
