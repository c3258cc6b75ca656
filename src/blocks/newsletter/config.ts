import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading, localizedTextarea } from '../shared/fields'

export const NewsletterBlock: Block = {
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  labels: {
    singular: label('Nieuwsbrief', 'Newsletter', 'Newsletter'),
    plural: label('Nieuwsbrieven', 'Newsletters', 'Newsletters'),
  },
  fields: [heading({ required: true }), localizedTextarea('text', label('Tekst', 'Texte', 'Text'))],
}
