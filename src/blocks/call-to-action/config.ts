import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading, localizedTextarea } from '../shared/fields'
import { linkField } from '../shared/link-field'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: label('Oproep', "Appel à l'action", 'Call to action'),
    plural: label('Oproepen', "Appels à l'action", 'Calls to action'),
  },
  fields: [
    heading({ required: true }),
    localizedTextarea('text', label('Tekst', 'Texte', 'Text')),
    linkField('link', true),
  ],
}
