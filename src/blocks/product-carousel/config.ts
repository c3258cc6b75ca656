import type { Block } from 'payload'

import { label } from '@/collections/labels'

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
    {
      name: 'productIds',
      type: 'number',
      hasMany: true,
      label: label('Productnummers', 'Numéros de produit', 'Product numbers'),
      admin: {
        condition: (_, sibling) => sibling?.source === 'chosen',
        description: label(
          'Het nummer staat in het adres van het product: /vlees/12/… is 12.',
          "Le numéro figure dans l'adresse du produit : /fr/viande/12/… est 12.",
          "The number is in the product's address: /en/meat/12/… is 12.",
        ),
      },
    },
    {
      name: 'categoryId',
      type: 'number',
      label: label('Categorienummer', 'Numéro de catégorie', 'Category number'),
      admin: { condition: (_, sibling) => sibling?.source === 'category' },
    },
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
