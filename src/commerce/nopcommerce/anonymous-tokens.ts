import type { Locale } from '../types'
import type { NopClient } from './http-client'
import { nopLanguageIds } from './language-ids'

type TokenAnswer = { token: string; customerId: number }

/** One guest per language, made and set to its language on first use, for anonymous calls. */
export function anonymousTokens(client: NopClient) {
  const tokens = new Map<Locale, Promise<string>>()
  async function make(locale: Locale) {
    const { token } = await client.post<TokenAnswer>('Authenticate/GetToken', {
      json: { isGuest: true },
    })
    await client.post(`Common/SetLanguage/${nopLanguageIds[locale]}`, { token })
    return token
  }
  return {
    token(locale: Locale) {
      let token = tokens.get(locale)
      if (!token) {
        token = make(locale)
        tokens.set(locale, token)
        token.catch(() => tokens.delete(locale))
      }
      return token
    },
    forget(locale: Locale) {
      tokens.delete(locale)
    },
  }
}
