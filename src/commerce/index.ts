import 'server-only'

import { newsletterLinks } from '@/lib/newsletter-links'
import { payloadClient } from '@/lib/payload'

import { cachedCatalog } from './cached-catalog'
import { nativeAccount } from './native/addresses'
import { nativeCart } from './native/cart'
import { nativeCatalog } from './native/catalog'
import { nativeCustomers } from './native/customers'
import { nativeLanguage } from './native/language'
import { nativeNewsletter } from './native/newsletter'
import { nativeReviews } from './native/reviews'
import type { CommerceProvider } from './provider'

/**
 * The storefront's commerce backend. Parts not built yet are absent, and the screens that need
 * them say so to the shopper.
 */
const newsletter = nativeNewsletter(payloadClient, newsletterLinks)

export const commerce: Partial<CommerceProvider> &
  Pick<
    CommerceProvider,
    'catalog' | 'cart' | 'customers' | 'account' | 'language' | 'newsletter' | 'reviews'
  > = {
  catalog: cachedCatalog(nativeCatalog(payloadClient)),
  cart: nativeCart(payloadClient),
  customers: nativeCustomers(payloadClient, newsletter),
  account: nativeAccount(payloadClient),
  language: nativeLanguage(payloadClient),
  newsletter,
  reviews: nativeReviews(payloadClient),
}
