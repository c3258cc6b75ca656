import type { Field } from 'payload'

import { label } from '@/collections/labels'

/** What search engines and shared links show of a page or a post, per language. */
export const seoTitleField: Field = {
  name: 'seoTitle',
  type: 'text',
  localized: true,
  label: label('Titel voor zoekmachines', 'Titre pour les moteurs', 'Search title'),
  admin: {
    position: 'sidebar',
    description: label('Leeg: de titel.', 'Vide : le titre.', 'Empty: the title.'),
  },
}

export const seoDescriptionField = (whenEmpty?: ReturnType<typeof label>): Field => ({
  name: 'description',
  type: 'textarea',
  localized: true,
  label: label(
    'Beschrijving voor zoekmachines',
    'Description pour les moteurs',
    'Search description',
  ),
  admin: { position: 'sidebar', ...(whenEmpty ? { description: whenEmpty } : {}) },
})

export const shareImageField = (whenEmpty?: ReturnType<typeof label>): Field => ({
  name: 'shareImage',
  type: 'upload',
  relationTo: 'media',
  label: label('Afbeelding bij delen', 'Image de partage', 'Share image'),
  admin: { position: 'sidebar', ...(whenEmpty ? { description: whenEmpty } : {}) },
})
