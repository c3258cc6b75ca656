import { randomUUID } from 'node:crypto'

import { isEmail } from '@/commerce/rules/email'

import { badRequest, type DoubleRoute, unauthorized } from '../http'
import { sendMail, storeUrl } from '../outbox'
import type { DoubleState } from '../state'

/** A newsletter subscription as nopCommerce keeps it: inactive until its link is followed. */
export type DoubleSubscription = {
  guid: string
  email: string
  active: boolean
  languageId: number
}

function subscriptions(state: DoubleState): Map<string, DoubleSubscription> {
  return ((state.extra.newsletterSubscriptions as Map<string, DoubleSubscription> | undefined) ??=
    new Map())
}

/** The subscription of an address, if any. */
export const subscriptionOf = (state: DoubleState, email: string) =>
  subscriptions(state).get(email.trim().toLowerCase())

/** Sets an address's subscription directly (the customer's own info page does). */
export function setSubscription(
  state: DoubleState,
  email: string,
  active: boolean,
  languageId: number,
) {
  const key = email.trim().toLowerCase()
  if (!active) subscriptions(state).delete(key)
  else {
    const known = subscriptions(state).get(key)
    subscriptions(state).set(key, {
      guid: known?.guid ?? randomUUID(),
      email: key,
      active,
      languageId,
    })
  }
  for (const customer of state.customers.values())
    if (!customer.isGuest && customer.email === key) customer.newsletter = active
}

const activationLink = (guid: string, active: boolean) =>
  `${storeUrl}newsletter/subscriptionactivation/${guid}/${active}`

/** Newsletter/SubscribeNewsletter (double opt-in and opt-out by mail) and SubscriptionActivation. */
export const newsletterRoutes: DoubleRoute[] = [
  {
    method: 'GET',
    path: 'Newsletter/SubscribeNewsletter',
    handle({ query, customer, state }) {
      if (!customer) return unauthorized
      const email = (query.get('email') ?? '').trim().toLowerCase()
      if (!isEmail(email)) return badRequest('Wrong email')
      const known = subscriptionOf(state, email)
      if (query.get('subscribe') === 'true') {
        const subscription = known ?? {
          guid: randomUUID(),
          email,
          active: false,
          languageId: customer.languageId,
        }
        subscriptions(state).set(email, subscription)
        if (!subscription.active)
          sendMail(state, {
            to: email,
            kind: 'newsletter-activation',
            link: activationLink(subscription.guid, true),
            languageId: customer.languageId,
          })
        return { json: 'A verification email has been sent. Thank you for subscribing.' }
      }
      if (known)
        sendMail(state, {
          to: email,
          kind: 'newsletter-deactivation',
          link: activationLink(known.guid, false),
          languageId: customer.languageId,
        })
      return { json: 'A verification email has been sent. Thank you for unsubscribing.' }
    },
  },
  {
    method: 'GET',
    path: 'Newsletter/SubscriptionActivation',
    handle({ query, customer, state }) {
      if (!customer) return unauthorized
      const token = query.get('token') ?? ''
      const subscription = [...subscriptions(state).values()].find((entry) => entry.guid === token)
      if (!subscription) return { status: 404, json: { message: 'Subscription not found' } }
      const active = query.get('active') === 'true'
      setSubscription(state, subscription.email, active, subscription.languageId)
      return {
        json: {
          result: active
            ? 'Your subscription has been activated.'
            : 'Your subscription has been deactivated.',
        },
      }
    },
  },
]
