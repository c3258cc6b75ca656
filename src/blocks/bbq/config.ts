import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading, localizedRichText, picture } from '../shared/fields'
import { linkField } from '../shared/link-field'

/** The barbecue season: a picture, a text and a way to the BBQ packages. */
export const BbqBlock: Block = {
  slug: 'bbq',
  interfaceName: 'BbqBlock',
  labels: { singular: label('BBQ', 'BBQ', 'BBQ'), plural: label('BBQ', 'BBQ', 'BBQ') },
  fields: [
    heading({ required: true }),
    localizedRichText('text', label('Tekst', 'Texte', 'Text')),
    picture(),
    linkField(),
  ],
}
