import 'server-only'

import { newsletterLinks } from '@/lib/newsletter-links'
import { orderLinks } from '@/lib/order-links'
import { paymentLinks } from '@/lib/payment-links'
import { payloadClient } from '@/lib/payload'

import { cachedCatalog } from './cached-catalog'
import { nativeAccount } from './native/addresses'
import { nativeCart } from './native/cart'
import { nativeCheckout } from './native/checkout'
import { nativeCatalog } from './native/catalog'
import { nativeCustomers } from './native/customers'
import { nativeLanguage } from './native/language'
import { nativeNewsletter } from './native/newsletter'
import { nativeOrders } from './native/orders'
import { nativeReviews } from './native/reviews'
import { mollieFromEnv } from './payments/mollie'
import type { CommerceProvider } from './provider'

/** The storefront's commerce backend. */
const newsletter = nativeNewsletter(payloadClient, newsletterLinks)
const cart = nativeCart(payloadClient)
const online = mollieFromEnv()

export const commerce: CommerceProvider = {
  catalog: cachedCatalog(nativeCatalog(payloadClient)),
  cart,
  checkout: nativeCheckout(
    payloadClient,
    cart,
    orderLinks,
    undefined,
    undefined,
    online && { online, links: paymentLinks },
  ),
  orders: nativeOrders(payloadClient),
  customers: nativeCustomers(payloadClient, newsletter),
  account: nativeAccount(payloadClient),
  language: nativeLanguage(payloadClient),
  newsletter,
  reviews: nativeReviews(payloadClient),
}
