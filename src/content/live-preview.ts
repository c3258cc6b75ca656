import type { RootLivePreviewConfig } from 'payload'

import { documentPath } from './preview-path'
import { previewToken } from './preview-token'

/**
 * Editors see a page or a post in the storefront's frame while they type: the admin opens the
 * preview route (with a token for that path), which checks the editor's session, turns on
 * draft mode and shows the draft; each autosave refreshes it.
 */
export const livePreview: RootLivePreviewConfig = {
  collections: ['pages', 'posts'],
  url: ({ data, collectionConfig, locale, req }) => {
    const path = documentPath(collectionConfig?.slug ?? '', data, locale?.code ?? 'nl')
    const query = new URLSearchParams({ path, token: previewToken(path) })
    const origin = process.env.NEXT_PUBLIC_SERVER_URL || req.origin || ''
    return `${origin}/api/preview?${query}`
  },
  // Payload takes one label per breakpoint, not one per language: sizes read the same in all.
  breakpoints: [
    { name: 'mobile', label: '375 × 740', width: 375, height: 740 },
    { name: 'desktop', label: '1280 × 800', width: 1280, height: 800 },
  ],
}
