import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { newsletterConfirmationMail } from '@/mail/newsletter-confirmation'
import { type Mail, sendMail } from '@/mail/transport'
import type { NewsletterSubscriber } from '@/payload-types'

import { CommerceError, type NewsletterApi, type NewsletterLinks } from '../provider'
import type { NewsletterStatus, ShopperSession } from '../types'
import { readCustomerRow, readCustomerSubscription } from './customer-row'
import { sessionCustomer } from './shopper-session'
import { isEmail, normalizeEmail } from '../rules/email'
import { type SubscriberStatus, subscriberStatus } from '../rules/newsletter-status'
import {
  type NewsletterPurpose,
  readNewsletterToken,
  signNewsletterToken,
} from '../rules/newsletter-token'

/** More confirmation mails to one address within an hour are not sent (the answer stays the same). */
export const CONFIRMATION_MAILS_PER_HOUR = 3
const HOUR_MS = 60 * 60 * 1000

const collection = 'newsletter-subscribers'

const customerStatus: Record<SubscriberStatus, NewsletterStatus> = {
  confirmed: 'subscribed',
  pending: 'pending',
  unsubscribed: 'off',
}

function linkSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: newsletter links cannot be signed')
  return secret
}

const signed = (purpose: NewsletterPurpose, email: string, locale: Locale) =>
  signNewsletterToken({ purpose, email, locale, issuedAt: Date.now() }, linkSecret())

const claimsOf = (token: string, purpose: NewsletterPurpose) =>
  readNewsletterToken(token, purpose, linkSecret(), Date.now())

async function rowOf(instance: Payload, email: string): Promise<NewsletterSubscriber | null> {
  const { docs } = await instance.find({
    collection,
    where: { email: { equals: email } },
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return docs[0] ?? null
}

/**
 * One row per address that asked. Until its owner confirms, the row is not subscribed and only
 * counts the confirmation mails of the last hour, so nobody can flood an address through the
 * form. The links are stateless (an HMAC over address, language and time); the row's
 * `unsubscribedAt` makes confirmation links mailed before an unsubscription worthless.
 */
export function nativeNewsletter(
  payload: () => Promise<Payload>,
  links: NewsletterLinks,
  send: (mail: Mail) => Promise<void> = sendMail,
): NewsletterApi {
  const unsubscribeLink = async (email: string, locale: Locale) =>
    links('unsubscribe', signed('unsubscribe', email, locale), locale)

  async function subscribe(rawEmail: string, locale: Locale) {
    const email = normalizeEmail(rawEmail)
    if (!isEmail(email)) return 'invalid-email' as const
    const instance = await payload()
    const row = await rowOf(instance, email)
    // Already subscribed: nothing to confirm, and the answer must not tell.
    if (row?.subscribed) return 'check-mailbox' as const
    const now = Date.now()
    const windowStart = row?.mailWindowStart ? Date.parse(row.mailWindowStart) : 0
    const inWindow = now - windowStart < HOUR_MS
    const sent = inWindow ? (row?.mailsInWindow ?? 0) : 0
    if (sent >= CONFIRMATION_MAILS_PER_HOUR) return 'check-mailbox' as const
    // Asking again after leaving restarts the window (its count kept): the row then reads as
    // waiting for the link rather than unsubscribed (subscriberStatus).
    const leftInWindow =
      row?.unsubscribedAt != null && Date.parse(row.unsubscribedAt) >= windowStart
    const count = {
      mailWindowStart: new Date(inWindow && !leftInWindow ? windowStart : now).toISOString(),
      mailsInWindow: sent + 1,
    }
    if (row) {
      await instance.update({ collection, id: row.id, data: count, depth: 0 })
    } else {
      const created = await instance
        .create({ collection, data: { email, subscribed: false, locale, ...count }, depth: 0 })
        .then(
          () => true,
          async (error: unknown) => {
            // The same address asked twice at once: the unique index let the other one mail.
            if (await rowOf(instance, email)) return false
            throw error
          },
        )
      if (!created) return 'check-mailbox' as const
    }
    const confirm = await links('confirm', signed('confirm', email, locale), locale)
    const unsubscribe = await unsubscribeLink(email, locale)
    await send(await newsletterConfirmationMail(email, locale, { confirm, unsubscribe }))
    return 'check-mailbox' as const
  }

  async function unsubscribeAddress(instance: Payload, email: string) {
    const row = await rowOf(instance, email)
    if (row)
      await instance.update({
        collection,
        id: row.id,
        data: { subscribed: false, unsubscribedAt: new Date().toISOString() },
        depth: 0,
      })
    return 'unsubscribed' as const
  }

  async function customerEmail(instance: Payload, session: ShopperSession) {
    const customer = await readCustomerRow(instance, sessionCustomer(instance.secret, session))
    if (!customer) throw new CommerceError('not-signed-in')
    return customer.email
  }

  return {
    subscribe,
    unsubscribeLink,
    // The shop mails its own links, which lead to the confirm and unsubscribe screens themselves.
    mailedLink: () => null,

    async confirm(token) {
      const claims = claimsOf(token, 'confirm')
      if (!claims) return 'invalid-link'
      const instance = await payload()
      const row = await rowOf(instance, claims.email)
      if (row?.subscribed) return 'subscribed'
      if (row?.unsubscribedAt && Date.parse(row.unsubscribedAt) >= claims.issuedAt)
        return 'invalid-link'
      const data = {
        subscribed: true,
        locale: claims.locale,
        confirmedAt: new Date().toISOString(),
      }
      if (row) await instance.update({ collection, id: row.id, data, depth: 0 })
      else await instance.create({ collection, data: { email: claims.email, ...data }, depth: 0 })
      return 'subscribed'
    },

    async unsubscribe(token) {
      const claims = claimsOf(token, 'unsubscribe')
      if (!claims) return 'invalid-link'
      return unsubscribeAddress(await payload(), claims.email)
    },

    async forCustomer(session) {
      const instance = await payload()
      const customer = await readCustomerSubscription(
        instance,
        sessionCustomer(instance.secret, session),
      )
      if (!customer) throw new CommerceError('not-signed-in')
      return customer.subscriber ? customerStatus[subscriberStatus(customer.subscriber)] : 'off'
    },

    async setForCustomer(session, on, locale) {
      const instance = await payload()
      const email = await customerEmail(instance, session)
      return on ? subscribe(email, locale) : unsubscribeAddress(instance, email)
    },
  }
}
