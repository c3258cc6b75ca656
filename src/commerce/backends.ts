import { newsletterLinks } from '@/lib/newsletter-links'
import { orderLinks } from '@/lib/order-links'
import { payloadClient } from '@/lib/payload'
import { paymentLinks } from '@/lib/payment-links'
import { log } from '@/logging/log'

import { cachedCatalog } from './cached-catalog'
import { nativeAccount } from './native/addresses'
import { nativeCart } from './native/cart'
import { nativeCatalog } from './native/catalog'
import { nativeCheckout } from './native/checkout'
import { nativeCustomers } from './native/customers'
import { nativeLanguage } from './native/language'
import { nativeNewsletter } from './native/newsletter'
import { nativeOrders } from './native/orders'
import { nativePayments } from './native/payments'
import { nativeReviews } from './native/reviews'
import { nopCommerce } from './nopcommerce'
import { nopConfigFromEnv } from './nopcommerce/config'
import { mollieFromEnv } from './payments/mollie'
import type { CommerceProvider } from './provider'

type Env = Record<string, string | undefined>

/** The shop's own commerce on Payload and PostgreSQL. */
function native(): CommerceProvider {
  const newsletter = nativeNewsletter(payloadClient, newsletterLinks)
  const cart = nativeCart(payloadClient)
  const online = mollieFromEnv()
  const payments = online && { online, links: paymentLinks }
  return {
    catalog: cachedCatalog(nativeCatalog(payloadClient), { backend: 'native' }),
    cart,
    checkout: nativeCheckout(payloadClient, cart, orderLinks, { payments }),
    payments: nativePayments(payloadClient, payments),
    orders: nativeOrders(payloadClient),
    customers: nativeCustomers(payloadClient, newsletter),
    account: nativeAccount(payloadClient),
    language: nativeLanguage(payloadClient),
    newsletter,
    reviews: nativeReviews(payloadClient),
  }
}

/** An existing nopCommerce shop, through its Web API Frontend plugin. */
function nopcommerce(env: Env): CommerceProvider {
  const config = nopConfigFromEnv(env)
  const provider = nopCommerce({
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    payload: payloadClient,
    newsletterLinks,
    checkout: { links: orderLinks },
    webhookSecret: config.webhookSecret,
    onFailure: (failure) => log().warn(failure, 'nopCommerce call failed'),
  })
  return {
    ...provider,
    catalog: cachedCatalog(provider.catalog, {
      backend: 'nopcommerce',
      revalidate: config.catalogCacheSeconds,
    }),
  }
}

/** The commerce backends by the name `COMMERCE_BACKEND` gives them. */
export const backends = { native, nopcommerce } as const

export type BackendName = keyof typeof backends

export function backendName(env: Env = process.env): BackendName {
  const name = env.COMMERCE_BACKEND || 'native'
  if (!(name in backends))
    throw new Error(`COMMERCE_BACKEND must be one of ${Object.keys(backends).join(', ')}`)
  return name as BackendName
}

/** The backend this server runs on, chosen by configuration. */
export const commerceFromEnv = (env: Env = process.env): CommerceProvider =>
  backends[backendName(env)](env)
