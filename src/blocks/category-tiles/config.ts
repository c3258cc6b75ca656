import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading } from '../shared/fields'

/** The shop's meat types as tiles, live from the catalog (packages and promos left out). */
export const CategoryTilesBlock: Block = {
  slug: 'categoryTiles',
  interfaceName: 'CategoryTilesBlock',
  labels: {
    singular: label('Vleessoorten', 'Types de viande', 'Meat types'),
    plural: label('Vleessoorten', 'Types de viande', 'Meat types'),
  },
  fields: [heading({ required: true })],
}
