import type { Locale } from '@/i18n/locales'

import { CommerceError, type NewsletterApi, type NewsletterLinks } from '../provider'
import { isEmail, normalizeEmail } from '../rules/email'
import { readNewsletterToken, signNewsletterToken } from '../rules/newsletter-token'
import type { NewsletterLinkOutcome, ShopperSession } from '../types'
import { anonymously } from './anonymous-call'
import { customerInfoOf } from './customer-info'
import type { NopContext } from './context'
import { isGuid } from './guid'
import type { NopClient } from './http-client'
import { refusedWith } from './refusal'

/**
 * Asks nopCommerce to subscribe an address: it keeps the subscription inactive and mails the
 * activation link itself, in the language of the customer behind `token`.
 */
export async function requestSubscription(client: NopClient, token: string, email: string) {
  await client.get<string>('Newsletter/SubscribeNewsletter', {
    token,
    query: { email, subscribe: true },
  })
}

function linkSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: newsletter links cannot be signed')
  return secret
}

/**
 * nopCommerce does the double opt-in itself: it mails the activation link (and puts the
 * deactivation link in its newsletters), both carrying the subscription's GUID, which the
 * storefront's confirm and unsubscribe screens hand to Newsletter/SubscriptionActivation.
 * The plugin gives no subscription GUID for an address, so `unsubscribeLink` is the
 * storefront's own signed link (as the native backend makes it). Following it can only ask
 * nopCommerce to mail its deactivation link (Newsletter/SubscribeNewsletter with
 * subscribe=false; NewsletterController.cs ends no subscription by address).
 */
export function nopNewsletter(context: NopContext, links?: NewsletterLinks): NewsletterApi {
  const { client } = context

  async function activation(token: string, active: boolean, done: NewsletterLinkOutcome) {
    try {
      await anonymously(context, 'nl', (anonymous) =>
        client.get('Newsletter/SubscriptionActivation', {
          token: anonymous,
          query: { token, active },
        }),
      )
      return done
    } catch (error) {
      if (refusedWith(error, 400, 404)) return 'invalid-link' as const
      throw error
    }
  }

  async function subscribe(rawEmail: string, locale: Locale) {
    const email = normalizeEmail(rawEmail)
    if (!isEmail(email)) return 'invalid-email' as const
    try {
      await anonymously(context, locale, (token) => requestSubscription(client, token, email))
    } catch (error) {
      if (refusedWith(error, 400)) return 'invalid-email' as const
      throw error
    }
    return 'check-mailbox' as const
  }

  async function ownInfo(session: ShopperSession) {
    const info = await customerInfoOf(client, session)
    if (!info?.email) throw new CommerceError('not-signed-in')
    return info
  }

  return {
    subscribe,

    async confirm(token) {
      if (!isGuid(token)) return 'invalid-link'
      return activation(token, true, 'subscribed')
    },

    async unsubscribe(token) {
      if (isGuid(token)) return activation(token, false, 'unsubscribed')
      const claims = readNewsletterToken(token, 'unsubscribe', linkSecret(), Date.now())
      if (!claims) return 'invalid-link'
      await anonymously(context, claims.locale, (anonymous) =>
        client.get<string>('Newsletter/SubscribeNewsletter', {
          token: anonymous,
          query: { email: claims.email, subscribe: false },
        }),
      )
      return 'unsubscribe-mailed'
    },

    /**
     * MessageTokenProvider's `%NewsLetterSubscription.ActivationUrl%` and `.DeactivationUrl%`:
     * the NewsletterActivation route (`{store URL}newsletter/subscriptionactivation/{GUID}/true`,
     * `/false`), to the storefront's confirm and unsubscribe screens.
     */
    mailedLink(token, active) {
      const value = active.toLowerCase()
      if (!isGuid(token) || (value !== 'true' && value !== 'false')) return null
      return { purpose: value === 'true' ? 'confirm' : 'unsubscribe', token }
    },

    async unsubscribeLink(rawEmail, locale) {
      if (!links) throw new Error('The nopCommerce newsletter needs the storefront’s link screens')
      const email = normalizeEmail(rawEmail)
      const claims = { purpose: 'unsubscribe' as const, email, locale, issuedAt: Date.now() }
      return links('unsubscribe', signNewsletterToken(claims, linkSecret()), locale)
    },

    // Customer/Info says only whether the subscription is active: one waiting for its link is off.
    async forCustomer(session) {
      return (await ownInfo(session)).newsletter ? 'subscribed' : 'off'
    },

    // nopCommerce mails the activation link in the customer's own language.
    async setForCustomer(session, on) {
      const info = await ownInfo(session)
      if (on) {
        await requestSubscription(client, session, info.email!)
        return 'check-mailbox'
      }
      // Customer/Info ends the customer's own subscription at once, without a mail. It sends
      // the whole model back, as it answered it: nopCommerce saves every field of the form.
      const { errors } = await client.post<{ errors: string[] | null }>('Customer/Info', {
        token: session,
        json: { model: { ...info, newsletter: false }, form: {} },
      })
      if (errors && errors.length > 0)
        throw new Error(`nopCommerce kept the newsletter on: ${errors.join(' ')}`)
      return 'unsubscribed'
    },
  }
}
