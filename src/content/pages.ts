import 'server-only'

import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/collections/hooks/revalidate-tags'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

/** A published page in the visitor's language (falling back to Dutch), or null. */
export const findPage = (slug: string, locale: Locale): Promise<Page | null> =>
  unstable_cache(readPage, ['page'], { tags: [cacheTags.pages], revalidate: 3600 })(slug, locale)

async function readPage(slug: string, locale: Locale): Promise<Page | null> {
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
