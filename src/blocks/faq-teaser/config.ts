import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading, localizedText, localizedTextarea } from '../shared/fields'

/** A few questions on the home page, with a way to the FAQ page. */
export const FaqTeaserBlock: Block = {
  slug: 'faqTeaser',
  interfaceName: 'FaqTeaserBlock',
  labels: {
    singular: label('Vragen (kort)', 'Questions (aperçu)', 'FAQ teaser'),
    plural: label('Vragen (kort)', 'Questions (aperçu)', 'FAQ teasers'),
  },
  fields: [
    heading({ required: true }),
    {
      name: 'questions',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      label: label('Vragen', 'Questions', 'Questions'),
      labels: {
        singular: label('Vraag', 'Question', 'Question'),
        plural: label('Vragen', 'Questions', 'Questions'),
      },
      fields: [
        localizedText('question', label('Vraag', 'Question', 'Question'), { required: true }),
        localizedTextarea('answer', label('Antwoord', 'Réponse', 'Answer'), { required: true }),
      ],
    },
  ],
}
