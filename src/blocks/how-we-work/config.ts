import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading, localizedText, localizedTextarea } from '../shared/fields'
import { stepIcons } from './step-icons'

const stepIconNames = {
  order: label('Bestellen', 'Commander', 'Order'),
  pack: label('Inpakken', 'Emballer', 'Pack'),
  deliver: label('Leveren', 'Livrer', 'Deliver'),
}

/** Three steps: order, pack, deliver. */
export const HowWeWorkBlock: Block = {
  slug: 'howWeWork',
  interfaceName: 'HowWeWorkBlock',
  labels: {
    singular: label('Hoe we werken', 'Notre façon de travailler', 'How we work'),
    plural: label('Hoe we werken', 'Notre façon de travailler', 'How we work'),
  },
  fields: [
    heading({ required: true }),
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      label: label('Stappen', 'Étapes', 'Steps'),
      labels: {
        singular: label('Stap', 'Étape', 'Step'),
        plural: label('Stappen', 'Étapes', 'Steps'),
      },
      fields: [
        {
          name: 'icon',
          type: 'select',
          defaultValue: 'order',
          options: stepIcons.map((value) => ({ value, label: stepIconNames[value] })),
          label: label('Pictogram', 'Pictogramme', 'Icon'),
        },
        localizedText('title', label('Titel', 'Titre', 'Title'), { required: true }),
        localizedTextarea('text', label('Tekst', 'Texte', 'Text')),
      ],
    },
  ],
}
