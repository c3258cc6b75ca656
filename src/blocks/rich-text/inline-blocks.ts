import type { Block } from 'payload'

import { label } from '@/collections/labels'
import { commerceIdField } from '@/collections/commerce-id-field'

import { picture } from '../shared/fields'
import { linkField } from '../shared/link-field'
import { withThumbnail } from '../thumbnail'

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
    commerceIdField('products', {
      name: 'productIds',
      hasMany: true,
      required: true,
      label: label('Producten', 'Produits', 'Products'),
    }),
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

export const inlineBlocks = [ProductCardsInline, PictureInline, CallToActionInline].map(
  withThumbnail,
)
