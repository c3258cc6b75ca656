import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading, localizedTextarea, picture } from '../shared/fields'
import { linkField } from '../shared/link-field'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: label('Hero', 'Hero', 'Hero'), plural: label('Hero', 'Hero', 'Hero') },
  fields: [
    heading({ required: true }),
    localizedTextarea('text', label('Tekst', 'Texte', 'Text')),
    picture(),
    linkField(),
  ],
}
