import type { Payload } from 'payload'

import type { LanguageApi } from '../provider'

/** Remembers a signed-in customer's language (for e-mails); guests keep it in their cookie. */
export function nativeLanguage(payload: () => Promise<Payload>): LanguageApi {
  return {
    async setLanguage(shopper, locale) {
      if (shopper.customerId === null) return
      await (
        await payload()
      ).update({
        collection: 'customers',
        id: shopper.customerId,
        data: { locale },
      })
    },
  }
}
