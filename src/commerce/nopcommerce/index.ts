import type { Payload } from 'payload'

import type { CommerceProvider, NewsletterLinks } from '../provider'
import { nopAccount } from './account'
import { anonymousTokens } from './anonymous-tokens'
import { nopCart } from './cart'
import { nopCatalog } from './catalog'
import { carriesSecret, catalogChangeTags } from './catalog-webhook'
import { type NopCheckoutOptions, nopCheckout } from './checkout'
import type { NopContext } from './context'
import { nopCustomers } from './customers'
import { type NopClientOptions, nopClient } from './http-client'
import { nopLanguage } from './language'
import { nopNewsletter } from './newsletter'
import { nopOrders } from './orders'
import { nopReviews } from './reviews'

export type NopBackendOptions = NopClientOptions & {
  payload: () => Promise<Payload>
  /** The storefront's newsletter link screens (the unsubscribe link in every mail). */
  newsletterLinks?: NewsletterLinks
  /** How placed orders are confirmed by e-mail: the order's page its token opens. */
  checkout?: NopCheckoutOptions
  /** The shared secret of its catalog-changed notices; none takes no notice. */
  webhookSecret?: string | null
}

/** The commerce interface over an existing nopCommerce's Web API Frontend plugin. */
export function nopCommerce({
  payload,
  newsletterLinks,
  checkout,
  webhookSecret = null,
  ...clientOptions
}: NopBackendOptions): CommerceProvider {
  const client = nopClient(clientOptions)
  const anonymous = anonymousTokens(client)
  const context: NopContext = {
    client,
    anonymousToken: anonymous.token,
    forgetAnonymousToken: anonymous.forget,
    payload,
  }
  return {
    catalog: nopCatalog(context),
    cart: nopCart(context),
    checkout: nopCheckout(context, checkout),
    customers: nopCustomers(context),
    account: nopAccount(context),
    orders: nopOrders(context),
    reviews: nopReviews(context),
    newsletter: nopNewsletter(context, newsletterLinks),
    language: nopLanguage(context),
    catalogChanges: {
      authorized: (authorization) => carriesSecret(authorization, webhookSecret),
      expiredTags: catalogChangeTags,
    },
  }
}
