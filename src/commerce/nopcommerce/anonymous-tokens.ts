import type { Locale } from '../types'
import type { NopClient } from './http-client'
import { newGuestToken } from './guest-token'

/** One guest per language, made and set to its language on first use, for anonymous calls. */
export function anonymousTokens(client: NopClient) {
  const tokens = new Map<Locale, Promise<string>>()
  const make = (locale: Locale) => newGuestToken(client, locale)
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
