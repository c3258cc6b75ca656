import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { localizedText, localizedTextarea, picture } from '../shared/fields'
import { linkField } from '../shared/link-field'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: label('Hero', 'Hero', 'Hero'), plural: label('Hero', 'Hero', 'Hero') },
  fields: [
    // Not "title": the page has its own title (its name in lists, tabs and search results).
    localizedText('heading', label('Grote kop (hero)', 'Grand titre (bandeau)', 'Hero heading'), {
      required: true,
    }),
    localizedTextarea('text', label('Tekst', 'Texte', 'Text')),
    picture(),
    linkField(),
  ],
}
