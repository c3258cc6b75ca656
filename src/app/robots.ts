import type { MetadataRoute } from 'next'

import { siteFrame } from '@/content/settings'
import { requestOrigin } from '@/lib/request-origin'

export const dynamic = 'force-dynamic'

/** Closed to search engines until the shop owner switches indexing on in the admin. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { settings } = await siteFrame('nl')
  if (!settings.indexing) return { rules: { userAgent: '*', disallow: '/' } }
  const origin = await requestOrigin()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/account', '/checkout'] },
    sitemap: `${origin}/sitemap.xml`,
  }
}
