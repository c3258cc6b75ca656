import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/admin-only'
import { publishedOrAdmin } from '@/access/published-or-admin'
import { cacheTags, expireTagsHooks } from '@/collections/hooks/revalidate-tags'

/** Editorial pages, written once per language by editors and translators. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { nl: 'Pagina', fr: 'Page', en: 'Page' },
    plural: { nl: "Pagina's", fr: 'Pages', en: 'Pages' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: { nl: 'Inhoud', fr: 'Contenu', en: 'Content' },
  },
  access: staffWrites(publishedOrAdmin),
  versions: { drafts: true },
  hooks: expireTagsHooks(() => [cacheTags.pages]),
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { nl: 'Titel', fr: 'Titre', en: 'Title' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { nl: 'Sleutel', fr: 'Clé', en: 'Key' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: { nl: 'Inleiding', fr: 'Introduction', en: 'Introduction' },
    },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      label: { nl: 'Inhoud', fr: 'Contenu', en: 'Content' },
    },
  ],
}
