import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/admin-only'
import { publishedOrAdmin } from '@/access/published-or-admin'
import { pageBlocks } from '@/blocks/configs'
import { expiredBy, expireHooks, touchesPublished } from '@/cache/expiry'
import { translationFields, stampTranslation } from '@/collections/hooks/translation-fields'
import { editorialAdmin, editorialVersions } from '@/collections/editorial'
import { groups, label } from '@/collections/labels'
import { translatable } from '@/collections/translatable-texts'
import { redirectMovedAddresses } from '@/collections/hooks/redirect-moved-addresses'
import { requiredToPublish } from '@/collections/required-on-publish'
import { seoDescriptionField, seoTitleField, shareImageField } from '@/collections/seo-fields'
import type { Page } from '@/payload-types'

import { pagePathField } from './path-field'

const movedAddresses = redirectMovedAddresses('pages')
const expirePage = expireHooks<Page>(expiredBy.pages, { changed: touchesPublished })

/**
 * Editorial pages built from blocks. The storefront's own screens (home, delivery, FAQ, …)
 * find their page by key; pages editors add themselves are reached at their address per language.
 */
export const Pages: CollectionConfig = translatable({
  slug: 'pages',
  labels: {
    singular: label('Pagina', 'Page', 'Page'),
    plural: label("Pagina's", 'Pages', 'Pages'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'path', '_status', 'updatedAt'],
    group: groups.content,
    ...editorialAdmin('pages'),
  },
  access: staffWrites(publishedOrAdmin),
  versions: editorialVersions,
  hooks: {
    ...expirePage,
    beforeChange: [
      stampTranslation(['title', 'intro', 'description', 'seoTitle', 'layout']),
      movedAddresses.beforeChange,
    ],
    afterChange: [...expirePage.afterChange, movedAddresses.afterChange],
  },
  fields: requiredToPublish([
    translationFields,
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: label('Paginatitel', 'Titre de la page', 'Page title'),
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Sleutel', 'Clé', 'Key'),
      admin: {
        position: 'sidebar',
        description: label(
          'Vast voor de pagina’s van de winkel zelf (home, delivery, faq, …).',
          'Fixe pour les pages de la boutique elle-même (home, delivery, faq, …).',
          "Fixed for the shop's own pages (home, delivery, faq, …).",
        ),
      },
    },
    pagePathField,
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: label('Inleiding', 'Introduction', 'Introduction'),
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: pageBlocks,
      label: label('Opbouw', 'Mise en page', 'Layout'),
      labels: {
        singular: label('Blok', 'Bloc', 'Block'),
        plural: label('Blokken', 'Blocs', 'Blocks'),
      },
    },
    seoTitleField,
    seoDescriptionField(),
    shareImageField(),
  ]),
})
