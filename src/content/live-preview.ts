import type { RootLivePreviewConfig } from 'payload'

import { documentPath } from './preview-path'

/**
 * Editors see a page or a post in the storefront's frame while they type: the admin opens the
 * preview route, which checks the editor's session, turns on draft mode and shows the draft.
 */
export const livePreview: RootLivePreviewConfig = {
  collections: ['pages', 'posts'],
  url: ({ data, collectionConfig, locale }) => {
    const path = documentPath(collectionConfig?.slug ?? '', data, locale?.code ?? 'nl')
    const query = new URLSearchParams({ path })
    return `${process.env.NEXT_PUBLIC_SERVER_URL ?? ''}/api/preview?${query}`
  },
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 375, height: 740 },
    { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
  ],
}
