import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { picture } from '../shared/fields'
import { linkField } from '../shared/link-field'

/*
 * Blocks an editor places inside a text (a post's body). The text is already per language, so
 * their fields are not localized again.
 */

export const ProductCardsInline: Block = {
  slug: 'productCards',
  interfaceName: 'ProductCardsInline',
  labels: {
    singular: label('Productkaarten', 'Fiches produit', 'Product cards'),
    plural: label('Productkaarten', 'Fiches produit', 'Product cards'),
  },
  fields: [
    {
      name: 'productIds',
      type: 'number',
      hasMany: true,
      required: true,
      label: label('Productnummers', 'Numéros de produit', 'Product numbers'),
    },
  ],
}

export const PictureInline: Block = {
  slug: 'picture',
  interfaceName: 'PictureInline',
  labels: {
    singular: label('Afbeelding', 'Image', 'Picture'),
    plural: label('Afbeeldingen', 'Images', 'Pictures'),
  },
  fields: [
    picture('image', true),
    { name: 'caption', type: 'text', label: label('Onderschrift', 'Légende', 'Caption') },
  ],
}

export const CallToActionInline: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionInline',
  labels: {
    singular: label('Knop', 'Bouton', 'Button'),
    plural: label('Knoppen', 'Boutons', 'Buttons'),
  },
  fields: [linkField('link', true, false)],
}

export const inlineBlocks = [ProductCardsInline, PictureInline, CallToActionInline]
