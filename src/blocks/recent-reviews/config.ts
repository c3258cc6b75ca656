import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading } from '../shared/fields'

export const RecentReviewsBlock: Block = {
  slug: 'recentReviews',
  interfaceName: 'RecentReviewsBlock',
  labels: {
    singular: label('Recente beoordelingen', 'Avis récents', 'Recent reviews'),
    plural: label('Recente beoordelingen', 'Avis récents', 'Recent reviews'),
  },
  fields: [
    heading({ required: true }),
    {
      name: 'count',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      label: label('Hoeveel', 'Combien', 'How many'),
    },
  ],
}
