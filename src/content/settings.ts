import 'server-only'

import { cached } from '@/cache/data-cache'
import { lifetimes } from '@/cache/lifetimes'
import { cacheTags } from '@/cache/tags'
import { commonSearchTerms } from '@/commerce/rules/search-terms'
import { type Locale, locales } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { readHeaderMenu } from './header-menu'

/** Shop settings, notice bar and navigation in one cached read, for the frame of every page. */
export const siteFrame = cached(
  async (locale: Locale) => {
    const payload = await payloadClient()
    const read = { locale, fallbackLocale: 'nl' as const, depth: 0, overrideAccess: false }
    const [settings, banner, navigation, menu] = await Promise.all([
      payload.findGlobal({ slug: 'shop-settings', ...read }),
      payload.findGlobal({ slug: 'banner', ...read }),
      payload.findGlobal({ slug: 'navigation', ...read }),
      readHeaderMenu(payload, locale),
    ])
    return {
      settings,
      banner: banner.enabled && banner.message ? banner : null,
      blogCategories: (navigation.blogCategories ?? []).map(({ tag, label }) => ({
        tag: tag ?? '',
        label,
      })),
      menu,
    }
  },
  ['site-frame'],
  // An editor's page in the menu may change its address.
  { tags: [cacheTags.settings, cacheTags.pagePaths], lifetime: lifetimes.data },
)

export type SiteFrame = Awaited<ReturnType<typeof siteFrame>>

/**
 * The shop's common searches, normalized, in every language at once (as the proxy reads them,
 * src/routing/site-rules.ts): read through the cached frames, so a page that checks them expires
 * with the settings.
 */
export async function commonSearches(): Promise<Set<string>> {
  const frames = await Promise.all(locales.map((locale) => siteFrame(locale)))
  return new Set(frames.flatMap(({ settings }) => commonSearchTerms(settings.commonSearches)))
}
