import 'server-only'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

/** A published page in the visitor's language (falling back to Dutch), or null. */
export async function findPage(slug: string, locale: Locale): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    locale,
    fallbackLocale: 'nl',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
