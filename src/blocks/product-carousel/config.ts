import type { Block } from 'payload'

import { label } from '@/collections/labels'
import { commerceIdField } from '@/collections/commerce-id-field'

import { heading } from '../shared/fields'

export const carouselSources = {
  chosen: label('Gekozen producten', 'Produits choisis', 'Chosen products'),
  category: label('Een categorie', 'Une catégorie', 'A category'),
  bestsellers: label('Best verkocht', 'Meilleures ventes', 'Bestsellers'),
  promos: label('Promoties', 'Promotions', 'Promos'),
} as const

export type CarouselSource = keyof typeof carouselSources

/**
 * Products picked by the editor or by a rule. It stores commerce product ids, never product
 * data: names, prices and stock come live from the shop's backend.
 */
export const ProductCarouselBlock: Block = {
  slug: 'productCarousel',
  interfaceName: 'ProductCarouselBlock',
  labels: {
    singular: label('Productcarrousel', 'Carrousel de produits', 'Product carousel'),
    plural: label('Productcarrousels', 'Carrousels de produits', 'Product carousels'),
  },
  fields: [
    heading({ required: true }),
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'bestsellers',
      options: Object.entries(carouselSources).map(([value, title]) => ({ value, label: title })),
      label: label('Welke producten', 'Quels produits', 'Which products'),
    },
    commerceIdField('products', {
      name: 'productIds',
      hasMany: true,
      label: label('Producten', 'Produits', 'Products'),
      admin: {
        condition: (_, sibling) => sibling?.source === 'chosen',
        description: label(
          'In deze volgorde in de carrousel.',
          'Dans cet ordre dans le carrousel.',
          'In this order in the carousel.',
        ),
      },
    }),
    commerceIdField('categories', {
      name: 'categoryId',
      label: label('Categorie', 'Catégorie', 'Category'),
      admin: { condition: (_, sibling) => sibling?.source === 'category' },
    }),
    {
      name: 'limit',
      type: 'number',
      defaultValue: 8,
      min: 1,
      max: 24,
      label: label('Hoeveel', 'Combien', 'How many'),
    },
  ],
}
