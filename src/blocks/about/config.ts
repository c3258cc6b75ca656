import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading, localizedRichText, picture } from '../shared/fields'

/** The shop's story; the header's "about" link jumps to it (#about). */
export const AboutBlock: Block = {
  slug: 'about',
  interfaceName: 'AboutBlock',
  labels: {
    singular: label('Over ons', 'À propos', 'About'),
    plural: label('Over ons', 'À propos', 'About'),
  },
  fields: [
    heading({ required: true }),
    localizedRichText('text', label('Tekst', 'Texte', 'Text')),
    picture(),
  ],
}
