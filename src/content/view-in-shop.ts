import type { GeneratePreviewURL } from 'payload'

import { isLocale } from '@/i18n/locales'
import { keepRequestLocale } from '@/lib/keep-request-locale'

import { type PreviewCollection, publicAddress } from './preview-path'

/**
 * The admin's "view in shop" link: the published page or post at its address in the language
 * being edited, whatever the draft holds meanwhile; none while nothing is published.
 */
export const viewInShop =
  (collection: PreviewCollection): GeneratePreviewURL =>
  async (doc, { locale, req }) => {
    const id = doc.id
    if (typeof id !== 'number' && typeof id !== 'string') return null
    if (!isLocale(locale)) return null
    const published = await keepRequestLocale(req, () =>
      req.payload.findByID({
        collection,
        id,
        locale,
        // A page has no address in a language until it gets one there; a post shows the Dutch
        // slug where its own is missing, as the shop does.
        fallbackLocale: collection === 'pages' ? false : 'nl',
        depth: 0,
        draft: false,
        disableErrors: true,
        overrideAccess: false,
        req,
      }),
    )
    if (published?._status !== 'published') return null
    const address = publicAddress(collection, published, locale)
    if (!address) return null
    const origin = process.env.NEXT_PUBLIC_SERVER_URL || req.origin || ''
    return `${origin}${address}`
  }
