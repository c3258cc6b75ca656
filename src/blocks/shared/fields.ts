import type { Field } from 'payload'

import { type Label, label } from '@/collections/labels'

type Options = { required?: boolean; defaultValue?: string; admin?: { description?: Label } }

/** A text the translators fill per language. */
export const localizedText = (name: string, title: Label, options: Options = {}): Field => ({
  name,
  type: 'text',
  localized: true,
  label: title,
  ...options,
})

export const localizedTextarea = (name: string, title: Label, options: Options = {}): Field => ({
  name,
  type: 'textarea',
  localized: true,
  label: title,
  ...options,
})

export const localizedRichText = (name: string, title: Label, options: Options = {}): Field => ({
  name,
  type: 'richText',
  localized: true,
  label: title,
  ...options,
})

export const heading = (options: Options = {}): Field =>
  localizedText('heading', label('Titel', 'Titre', 'Heading'), options)

export const picture = (name = 'image', required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  label: label('Afbeelding', 'Image', 'Picture'),
})
