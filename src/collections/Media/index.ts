import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staffWrites } from '@/access/admin-only'
import { mediaDirectory } from '@/config/paths'

import { missingFileNotFound } from './missing-file'

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
    handlers: [missingFileNotFound(mediaDirectory())],
    mimeTypes: ['image/*'],
    focalPoint: true,
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
