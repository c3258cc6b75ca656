import type { Locale } from '../types'
import type { NopContext } from './context'
import { isUnauthorized } from './http-client'

/**
 * A call as the anonymous visitor of one language (the plugin answers in the language of the
 * guest behind the token). A token nopCommerce no longer knows is replaced once.
 */
export async function anonymously<T>(
  context: NopContext,
  locale: Locale,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const token = context.anonymousToken(locale)
  try {
    return await call(await token)
  } catch (error) {
    if (!isUnauthorized(error)) throw error
    context.forgetAnonymousToken(locale, token)
    return call(await context.anonymousToken(locale))
  }
}
