import 'server-only'

import { payloadClient } from '@/lib/payload'

import { cachedCatalog } from './cached-catalog'
import { nativeCatalog } from './native/catalog'
import { nativeLanguage } from './native/language'
import { nativeNewsletter } from './native/newsletter'
import type { CommerceProvider } from './provider'

/**
 * The storefront's commerce backend. Parts not built yet are absent, and the screens that need
 * them say so to the shopper.
 */
export const commerce: Partial<CommerceProvider> & Pick<CommerceProvider, 'catalog'> = {
  catalog: cachedCatalog(nativeCatalog(payloadClient)),
  language: nativeLanguage(payloadClient),
  newsletter: nativeNewsletter(payloadClient),
}
