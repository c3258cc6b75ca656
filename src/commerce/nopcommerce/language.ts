import type { LanguageApi } from '../provider'
import type { NopContext } from './context'
import { isUnauthorized } from './http-client'
import { nopLanguageIds } from './language-ids'

export function nopLanguage({ client }: NopContext): LanguageApi {
  return {
    async setLanguage(shopper, locale) {
      if (!shopper.session) return
      try {
        await client.post(`Common/SetLanguage/${nopLanguageIds[locale]}`, {
          token: shopper.session,
        })
      } catch (error) {
        // A session nopCommerce no longer knows has no language to keep.
        if (!isUnauthorized(error)) throw error
      }
    },
  }
}
