import type { LanguageApi } from '../provider'
import type { NopContext } from './context'
import { nopLanguageIds } from './language-ids'

export function nopLanguage({ client }: NopContext): LanguageApi {
  return {
    async setLanguage(shopper, locale) {
      if (!shopper.session) return
      await client.post(`Common/SetLanguage/${nopLanguageIds[locale]}`, { token: shopper.session })
    },
  }
}
