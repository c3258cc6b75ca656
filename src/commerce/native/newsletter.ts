import type { Payload } from 'payload'

import type { NewsletterApi } from '../provider'
import { isEmail, normalizeEmail } from '../rules/email'

/** Keeps one row per address; subscribing twice or unsubscribing an unknown address is fine. */
export function nativeNewsletter(payload: () => Promise<Payload>): NewsletterApi {
  return {
    async subscribe(rawEmail, subscribe, locale) {
      const email = normalizeEmail(rawEmail)
      if (!isEmail(email)) return { ok: false, code: 'invalid-email', message: null }
      const instance = await payload()
      const { docs } = await instance.find({
        collection: 'newsletter-subscribers',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
      })
      const data = { email, subscribed: subscribe, locale }
      if (docs[0]) {
        await instance.update({ collection: 'newsletter-subscribers', id: docs[0].id, data })
      } else if (subscribe) {
        await instance.create({ collection: 'newsletter-subscribers', data })
      }
      return { ok: true, code: subscribe ? 'subscribed' : 'unsubscribed', message: null }
    },
  }
}
