import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staffWrites } from '@/access/admin-only'
import { usesObjectStorage } from '@/config/media-storage'
import { mediaDirectory } from '@/config/paths'

import { PICTURE_QUALITY } from '@/components/catalog/picture-quality'

import { missingFileNotFound } from './missing-file'
import { pictureWidths } from './picture-widths'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { nl: 'Afbeelding', fr: 'Image', en: 'Image' },
    plural: { nl: 'Afbeeldingen', fr: 'Images', en: 'Images' },
  },
  access: staffWrites(anyone),
  admin: {
    group: { nl: 'Inhoud', fr: 'Contenu', en: 'Content' },
  },
  upload: {
    staticDir: mediaDirectory(),
    // On object storage, its own handler answers 404 for a missing file.
    handlers: usesObjectStorage() ? [] : [missingFileNotFound(mediaDirectory())],
    mimeTypes: ['image/*'],
    focalPoint: true,
    // The spec's widths, in WebP; the storefront's image optimizer picks from the same widths.
    imageSizes: pictureWidths.map((width) => ({
      name: `w${width}`,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: PICTURE_QUALITY } },
    })),
    adminThumbnail: 'w320',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      label: { nl: 'Alternatieve tekst', fr: 'Texte alternatif', en: 'Alternative text' },
    },
  ],
}
