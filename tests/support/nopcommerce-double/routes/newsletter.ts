import { randomUUID } from 'node:crypto'

import { isEmail } from '@/commerce/rules/email'

import {
  type DoubleRoute,
  missingQuery,
  notFoundText,
  refusedWithText,
  unauthorized,
  validationProblem,
} from '../http'
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

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A [Required] bool query value ASP.NET Core could not read, as its validation names it. */
const notABool = (query: URLSearchParams, name: string) =>
  ['true', 'false'].includes(query.get(name)?.toLowerCase() ?? '')
    ? null
    : validationProblem({ [name]: [`The value '${query.get(name)}' is not valid.`] })

/** Newsletter/SubscribeNewsletter (double opt-in and opt-out by mail) and SubscriptionActivation. */
export const newsletterRoutes: DoubleRoute[] = [
  {
    // NewsletterController.cs, SubscribeNewsletter: mails in the working language of the
    // customer behind the token; answers a message string either way.
    method: 'GET',
    path: 'Newsletter/SubscribeNewsletter',
    handle({ query, customer, state }) {
      if (!customer) return unauthorized
      const refused = missingQuery(query, 'email', 'subscribe') ?? notABool(query, 'subscribe')
      if (refused) return refused
      const email = (query.get('email') ?? '').trim().toLowerCase()
      // The action's own BadRequest(string): "Newsletter.Email.Wrong".
      if (!isEmail(email)) return refusedWithText('Wrong email')
      const known = subscriptionOf(state, email)
      const mail = (kind: string, subscription: DoubleSubscription, active: boolean) =>
        sendMail(state, {
          to: email,
          kind,
          link: activationLink(subscription.guid, active),
          languageId: customer.languageId,
        })
      if (query.get('subscribe')?.toLowerCase() === 'true') {
        const subscription = known ?? {
          guid: randomUUID(),
          email,
          active: false,
          languageId: customer.languageId,
        }
        subscriptions(state).set(email, subscription)
        // An active subscription gets no second mail.
        if (!subscription.active) mail('newsletter-activation', subscription, true)
        return { json: 'A verification email has been sent. Thank you for subscribing.' }
      }
      // Only an active subscription is mailed a deactivation link; the answer is the same.
      if (known?.active) mail('newsletter-deactivation', known, false)
      return { json: 'A verification email has been sent. Thank you for unsubscribing.' }
    },
  },
  {
    // NewsletterController.cs, SubscriptionActivation: `token` is the subscription's GUID
    // ([Required] Guid: anything else is ASP.NET Core's 400); active=false deletes it.
    method: 'GET',
    path: 'Newsletter/SubscriptionActivation',
    handle({ query, customer, state }) {
      if (!customer) return unauthorized
      const refused = missingQuery(query, 'token', 'active') ?? notABool(query, 'active')
      if (refused) return refused
      const token = query.get('token') ?? ''
      if (!GUID.test(token))
        return validationProblem({ token: [`The value '${token}' is not valid.`] })
      const subscription = [...subscriptions(state).values()].find(
        (entry) => entry.guid.toLowerCase() === token.toLowerCase(),
      )
      if (!subscription) return notFoundText(`Subscription token = ${token} not found`)
      const active = query.get('active')?.toLowerCase() === 'true'
      setSubscription(state, subscription.email, active, subscription.languageId)
      return {
        json: {
          result: active
            ? 'Your subscription has been activated.'
            : 'Your subscription has been deactivated.',
          custom_properties: {},
        },
      }
    },
  },
]
