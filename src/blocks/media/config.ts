import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { localizedText, picture } from '../shared/fields'

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: {
    singular: label('Afbeelding', 'Image', 'Picture'),
    plural: label('Afbeeldingen', 'Images', 'Pictures'),
  },
  fields: [
    picture('image', true),
    localizedText('caption', label('Onderschrift', 'Légende', 'Caption')),
  ],
}
