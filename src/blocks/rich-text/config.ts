import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { localizedRichText } from '../shared/fields'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: label('Tekst', 'Texte', 'Text'),
    plural: label('Teksten', 'Textes', 'Texts'),
  },
  fields: [localizedRichText('content', label('Tekst', 'Texte', 'Text'), { required: true })],
}
