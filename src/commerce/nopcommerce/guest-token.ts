import type { Locale } from '../types'
import type { NopClient } from './http-client'
import { nopLanguageIds } from './language-ids'

/** Authenticate/GetToken's answer, for a guest and for a customer. */
export type TokenAnswer = {
  username: string | null
  customerId: number
  customerGuid: string
  token: string
}

/** A new guest customer in nopCommerce, set to its language: its bearer token. */
export async function newGuestToken(client: NopClient, locale: Locale): Promise<string> {
  const { token } = await client.post<TokenAnswer>('Authenticate/GetToken', {
    json: { isGuest: true },
  })
  await client.post(`Common/SetLanguage/${nopLanguageIds[locale]}`, { token })
  return token
}
