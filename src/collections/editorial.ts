import type { CollectionConfig } from 'payload'

import { type PreviewCollection } from '@/content/preview-path'
import { viewInShop } from '@/content/view-in-shop'

/**
 * Versions of pages and posts: drafts autosave while the editor types and can be scheduled.
 * Drafts are validated so that opening "create new" saves nothing (Payload would create an
 * empty draft on each visit otherwise); the fields required for publishing allow an
 * incomplete draft (see required-on-publish).
 */
export const editorialVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true },
  maxPerDoc: 50,
}

/** Publishing, whose schedule dialog offers "publish" first for a document never published. */
export const publishButton = '@/components/admin/publish-button#PublishButton'

/** The editor's buttons beside "publish": the published page in the shop, and scheduling. */
export const editorialAdmin = (collection: PreviewCollection): CollectionConfig['admin'] => ({
  preview: viewInShop(collection),
  components: {
    edit: {
      PreviewButton: '@/components/admin/view-in-shop-button#ViewInShopButton',
      PublishButton: publishButton,
    },
  },
})
