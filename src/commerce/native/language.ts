import type { Payload } from 'payload'

import type { LanguageApi } from '../provider'
import { readSession } from './shopper-session'

/** Remembers a signed-in customer's language (for e-mails); guests keep it in their cookie. */
export function nativeLanguage(payload: () => Promise<Payload>): LanguageApi {
  return {
    async setLanguage(shopper, locale) {
      const instance = await payload()
      const customerId = readSession(instance.secret, shopper.session)?.customerId
      if (customerId == null) return
      await instance.update({ collection: 'customers', id: customerId, data: { locale } })
    },
  }
}
