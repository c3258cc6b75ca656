import type { Locale } from '../types'
import type { NopClient } from './http-client'
import { newGuestToken } from './guest-token'

/**
 * How long one guest serves anonymous calls. nopCommerce's "Delete guests" task removes guests
 * without a cart some time after they were made (a day by default, shorter in some shops); the
 * plugin then ignores the token and answers as anonymous in the shop's default language, with no
 * 401 to tell. A new guest well before that keeps every language's pages in their language.
 */
export const ANONYMOUS_TOKEN_MAX_AGE_MS = 60 * 60 * 1000

type Kept = { token: Promise<string>; madeAt: number }

/** One guest per language, made and set to its language on first use, for anonymous calls. */
export function anonymousTokens(client: NopClient, now: () => number = Date.now) {
  const tokens = new Map<Locale, Kept>()
  const drop = (locale: Locale, token: Promise<string>) => {
    if (tokens.get(locale)?.token === token) tokens.delete(locale)
  }
  return {
    token(locale: Locale): Promise<string> {
      const kept = tokens.get(locale)
      if (kept && now() - kept.madeAt < ANONYMOUS_TOKEN_MAX_AGE_MS) return kept.token
      const token = newGuestToken(client, locale)
      tokens.set(locale, { token, madeAt: now() })
      token.catch(() => drop(locale, token))
      return token
    },
    /**
     * Forgets the token nopCommerce refused; only when it is still the kept one, so that calls
     * refused together make one new guest, not one each.
     */
    forget(locale: Locale, token: Promise<string>) {
      drop(locale, token)
    },
  }
}
