import type { Locale, ShopperSession } from '../types'
import type { NopClient } from './http-client'
import { nopLanguageIds } from './language-ids'
import { nopSession } from './session'

/** Authenticate/GetToken's answer (AuthenticateResponse), for a guest and for a customer. */
export type TokenAnswer = {
  username: string | null
  customerId: number
  token: string
}

/** The session of a new guest customer in nopCommerce, set to its language. */
export async function newGuestToken(client: NopClient, locale: Locale): Promise<ShopperSession> {
  const { customerId, token } = await client.post<TokenAnswer>('Authenticate/GetToken', {
    json: { isGuest: true },
  })
  const session = nopSession(customerId, token)
  await client.post(`Common/SetLanguage/${nopLanguageIds[locale]}`, { token: session })
  return session
}
